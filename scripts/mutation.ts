import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * `npm run test:mutation [-- lib/search lib/log] [--force] [--own-tests]`: Stryker over each folder
 * in turn (stryker.config.mjs), then one line per folder: its mutation score, the mutants killed,
 * survived, not covered and timed out, and the run's time. With no folder, every folder below.
 * `--own-tests` runs each folder's mutants against its own tests only.
 */
const FOLDERS = [
  'lib/request-rules',
  'lib/preview',
  'lib/vitals',
  'lib/search',
  'lib/log',
  'lib/metrics',
  'lib/catalogue/snapshot',
  'lib/contact',
]

type Report = { files: Record<string, { mutants: { status: string }[] }> }

const root = path.join(__dirname, '..')
const stryker = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js')
// Options (`--force`: every mutant again, not only those of changed code or tests) go to Stryker.
const args = process.argv.slice(2)
const ownTests = args.includes('--own-tests')
const options = args.filter((arg) => arg.startsWith('-') && arg !== '--own-tests')
const named = args.filter((arg) => !arg.startsWith('-'))
const folders = named.length > 0 ? named : FOLDERS
const lines: string[] = []
let failed = false

for (const folder of folders) {
  const started = Date.now()
  const run = spawnSync(process.execPath, [stryker, 'run', ...options], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_FOLDER: folder, MUTATION_OWN_TESTS: ownTests ? '1' : '0' },
  })
  const seconds = Math.round((Date.now() - started) / 1000)
  if (run.status !== 0) {
    failed = true
    lines.push(`${folder}: Stryker exited with ${run.status ?? run.signal} after ${seconds} s`)
    continue
  }
  lines.push(`${folder}: ${summary(folder)}, ${seconds} s`)
}

console.log(`\n${lines.join('\n')}`)
process.exitCode = failed ? 1 : 0

function summary(folder: string) {
  const file = path.join(root, 'reports/mutation', `${folder.replace(/\/+$/, '').replaceAll('/', '-')}.json`)
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  const count: Record<string, number> = {}
  for (const { mutants } of Object.values(report.files)) for (const { status } of mutants) count[status] = (count[status] ?? 0) + 1
  const of = (status: string) => count[status] ?? 0
  const [killed, timeout, survived, noCoverage] = [of('Killed'), of('Timeout'), of('Survived'), of('NoCoverage')]
  const valid = killed + timeout + survived + noCoverage
  const score = valid ? (100 * (killed + timeout)) / valid : 100
  return `${score.toFixed(1)}% (${killed} killed, ${survived} survived, ${noCoverage} no coverage, ${timeout} timeouts; ${of('Ignored')} static ignored)`
}
