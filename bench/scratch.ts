import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const root = path.resolve(__dirname, '..')

const neverCopied = ['.next', '.git', 'node_modules', 'test-results', '.data']

/**
 * A scratch folder holding a copy of the project at `source` and the project's node_modules, in
 * which `next build` can run without touching the real .next.
 */
export function scratchProject(prefix: string, source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  for (const entry of readdirSync(source)) {
    if (!neverCopied.includes(entry)) cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true })
  }
  // Not a symlink: Turbopack refuses a node_modules that points outside the project. Hard
  // links cost no copy; a real copy where the scratch folder is on another disk.
  const modules = [path.join(root, 'node_modules'), path.join(dir, 'node_modules')]
  if (spawnSync('cp', ['-al', ...modules]).status !== 0) {
    rmSync(modules[1]!, { recursive: true, force: true })
    cpSync(modules[0]!, modules[1]!, { recursive: true, verbatimSymlinks: true })
  }
  return dir
}

/** The copy's own Next: the project's would load a second React beside the copy's. */
export const nextBin = (dir: string) => path.join(dir, 'node_modules/next/dist/bin/next')
