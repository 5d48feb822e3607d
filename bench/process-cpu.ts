import { readdirSync, readFileSync } from 'node:fs'

/** The process and its descendants, from /proc. */
export function processTree(root: number): number[] {
  const parents = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [{ pid: Number(pid), parent: Number(statFields(Number(pid))[1]) }]
      } catch {
        return [] // it ended while being read
      }
    })
  const tree = new Set([root])
  for (let size = 0; size !== tree.size;) {
    size = tree.size
    for (const { pid, parent } of parents) if (tree.has(parent)) tree.add(pid)
  }
  return [...tree]
}

/** The fields of /proc/<pid>/stat after the command's name, from the state on. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** CPU time (user and system) these processes have used, in ms: Linux counts it in ticks of 10 ms. */
export const cpuMs = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = statFields(pid)
      return sum + (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      return sum // it has ended
    }
  }, 0)
