import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { freePort } from '../tests/support/ports'

/**
 * `npm run check:next-upgrade`: the newest Next 16 (or `--version`) in a scratch copy of the
 * project, built, with the tests that guard the Next internals the code relies on, as listed in
 * docs/upgrading-next.md; then a short report. The checkout itself is never touched.
 *   --version V  the Next version to try (default: the newest 16.x on the npm registry)
 *   --keep       keep the scratch copy, also when everything passed
 */
const root = path.resolve(__dirname, '..')
const doc = path.join(root, 'docs/upgrading-next.md')
const { values } = parseArgs({ options: { version: { type: 'string' }, keep: { type: 'boolean', default: false } } })

type Guard = { what: string; tests: string[] }
type Step = { name: string; ok: boolean; seconds: number; note?: string }

/** The rows of the doc's table: what is relied on (its name, in bold) and the tests in its last column. */
function guards(): Guard[] {
  const rows = readFileSync(doc, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| What') && !line.startsWith('| ----'))
  const found = rows.map((row) => {
    const cells = row.split(' | ')
    const tests = [...(cells.at(-1) ?? '').matchAll(/`([^`]+\.(?:test|spec)\.tsx?)`/g)].map(([, file]) => file!)
    const what = (/\*\*(.+?)\*\*/.exec(cells[0] ?? '')?.[1] ?? cells[0] ?? '').replaceAll('`', '')
    return { what, tests }
  })
  const missing = found.flatMap(({ tests }) => tests).filter((file) => !existsSync(path.join(root, file)))
  if (found.length === 0 || found.some(({ tests }) => tests.length === 0)) throw new Error(`${doc}: a row of the table names no test`)
  if (missing.length > 0) throw new Error(`${doc} names tests that do not exist: ${missing.join(', ')}`)
  return found
}

/** The newest stable 16.x the registry has. */
function newestNext16(): string {
  const answer = spawnSync('npm', ['view', 'next@>=16 <17', 'version', '--json'], { encoding: 'utf8' })
  if (answer.status !== 0) throw new Error(`npm view next failed: ${answer.stderr}`)
  const parsed = JSON.parse(answer.stdout) as string | string[]
  const versions = (Array.isArray(parsed) ? parsed : [parsed]).filter((version) => /^\d+\.\d+\.\d+$/.test(version))
  const numeric = (version: string) => version.split('.').map(Number)
  return versions
    .sort((a, b) => {
      const [x, y] = [numeric(a), numeric(b)]
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
    })
    .at(-1)!
}

/** The checkout's files as git sees them (tracked, and new ones not ignored), copied into a scratch folder. */
function scratchCopy(): string {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  const dir = mkdtempSync(path.join(tmpdir(), 'next-upgrade-'))
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue // deleted, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    cpSync(path.join(root, file), path.join(dir, file))
  }
  return dir
}

function pin(dir: string, version: string) {
  const file = path.join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>
  manifest.dependencies.next = version
  manifest.devDependencies['eslint-config-next'] = version
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Runs a command in the copy, its output to a log file; resolves whether it exited 0. */
function run(dir: string, log: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  writeFileSync(log, `$ ${command} ${args.join(' ')}\n`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, env: { ...process.env, CI: '1', NEXT_TELEMETRY_DISABLED: '1', ...env } })
    const append = (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' })
    child.stdout.on('data', append)
    child.stderr.on('data', append)
    child.on('error', () => resolve(false))
    child.on('exit', (code) => resolve(code === 0))
  })
}

async function step(steps: Step[], name: string, work: () => Promise<boolean>, note?: () => string): Promise<boolean> {
  const started = Date.now()
  process.stdout.write(`${name}… `)
  const ok = await work()
  const seconds = Math.round((Date.now() - started) / 1000)
  steps.push({ name, ok, seconds, note: note?.() })
  console.log(`${ok ? 'ok' : 'FAILED'} (${seconds} s)`)
  return ok
}

type JestReport = { testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[] }
type PlaywrightSpec = { title: string; file: string; ok: boolean; tests: { status: string }[] }
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }

/** The failed tests of each file, from Jest's and Playwright's JSON reports; one that passed only when tried again is marked flaky. */
function failures(dir: string, jestJson: string, playwrightJson: string): Map<string, string[]> {
  const failed = new Map<string, string[]>()
  const add = (file: string, title: string) => failed.set(file, [...(failed.get(file) ?? []), title])
  if (existsSync(jestJson)) {
    for (const result of (JSON.parse(readFileSync(jestJson, 'utf8')) as JestReport).testResults) {
      for (const test of result.assertionResults) if (test.status === 'failed') add(path.relative(dir, result.name), test.fullName)
    }
  }
  if (existsSync(playwrightJson)) {
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        const file = path.join('tests/e2e', spec.file)
        if (!spec.ok) add(file, spec.title)
        else if (spec.tests.some((test) => test.status === 'flaky'))
          add(file, `${spec.title} (flaky: failed, then passed when tried again)`)
      }
      for (const inner of suite.suites ?? []) walk(inner)
    }
    for (const suite of (JSON.parse(readFileSync(playwrightJson, 'utf8')) as { suites: PlaywrightSuite[] }).suites) walk(suite)
  }
  return failed
}

async function main() {
  const table = guards()
  const pinned = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies.next!
  const version = values.version ?? newestNext16()
  console.log(
    `Next ${pinned} (pinned) → ${version}${values.version ? '' : ' (the newest 16.x)'}${version === pinned ? ': the same, the guards run all the same' : ''}`,
  )

  const dir = scratchCopy()
  const logs = path.join(dir, 'upgrade-logs')
  mkdirSync(logs)
  console.log(`Scratch copy: ${dir}`)
  pin(dir, version)

  const unit = [...new Set(table.flatMap(({ tests }) => tests).filter((file) => file.includes('.test.')))]
  const e2e = [...new Set(table.flatMap(({ tests }) => tests).filter((file) => file.includes('.spec.')))]
  const jestJson = path.join(logs, 'jest.json')
  const playwrightJson = path.join(logs, 'playwright.json')
  const port = process.env.E2E_SITE_PORT ?? String(await freePort())
  const steps: Step[] = []

  const installed =
    (await step(steps, 'npm install', () => run(dir, path.join(logs, 'install.log'), 'npm', ['install', '--no-audit', '--no-fund']))) &&
    (await step(steps, 'build (npm run build:e2e)', () => run(dir, path.join(logs, 'build.log'), 'npm', ['run', 'build:e2e'])))
  if (installed) {
    await step(
      steps,
      `unit tests (${unit.length} files)`,
      () => run(dir, path.join(logs, 'jest.log'), 'npx', ['jest', '--json', `--outputFile=${jestJson}`, ...unit]),
      () => counts(jestJson, 'jest'),
    )
    await step(
      steps,
      `browser tests (${e2e.length} files)`,
      () =>
        run(dir, path.join(logs, 'playwright.log'), 'npx', ['playwright', 'test', '--reporter=list,json', ...e2e], {
          E2E_SITE_PORT: port,
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
        }),
      () => counts(playwrightJson, 'playwright'),
    )
  }

  const installedNext = existsSync(path.join(dir, 'node_modules/next/package.json'))
    ? (JSON.parse(readFileSync(path.join(dir, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version
    : 'none'
  const failed = failures(dir, jestJson, playwrightJson)
  const ran = installed && steps.length === 4
  console.log(`\nReport: Next ${installedNext} in ${dir}, against ${pinned} pinned`)
  for (const { name, ok, seconds, note } of steps)
    console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name}, ${seconds} s${note ? `: ${note}` : ''}`)
  if (ran) {
    console.log('What the code relies on (docs/upgrading-next.md):')
    for (const { what, tests } of table) {
      const broken = tests.flatMap((file) => (failed.get(file) ?? []).map((title) => `${file}: ${title}`))
      const verdict = broken.length === 0 ? 'holds ' : broken.every((line) => line.endsWith('tried again)')) ? 'flaky ' : 'BROKEN'
      console.log(`  ${verdict} ${what}`)
      for (const line of broken) console.log(`           ${line}`)
    }
  } else console.log(`  the tests did not run: see ${logs}/${steps.at(-1)?.name.startsWith('npm') ? 'install' : 'build'}.log`)

  const allOk = steps.every(({ ok }) => ok) && ran
  if (allOk && !values.keep) rmSync(dir, { recursive: true, force: true })
  else console.log(`Kept: ${dir} (logs in upgrade-logs/)`)
  process.exitCode = allOk ? 0 : 1
}

/** "41 passed, 2 failed" from a Jest or Playwright JSON report. */
function counts(file: string, kind: 'jest' | 'playwright'): string {
  if (!existsSync(file)) return 'no report'
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  if (kind === 'jest') return `${String(report.numPassedTests)} passed, ${String(report.numFailedTests)} failed`
  const stats = report.stats as { expected: number; unexpected: number; flaky: number; skipped: number }
  return `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`
}

void main()
