import { readdirSync, readFileSync } from 'node:fs'

/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10

/** A process's own fields of /proc/<pid>/stat, after its name (which may hold spaces). */
const statFields = (pid: string) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/**
 * The CPU time, user and system, nginx's worker processes (children of `masterPid` named
 * "worker process") have used so far, in ms: read before and after a row, what answering it
 * cost nginx. Linux only, as the runner.
 */
export function nginxWorkersCpuMs(masterPid: number): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = statFields(pid)
      if (Number(fields[1]) !== masterPid || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process')) continue
      // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name.
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // Gone meanwhile (nginx's cache loader exits once it has read the cache).
    }
  }
  return ticks * TICK_MS
}
