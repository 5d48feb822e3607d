import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SAMPLE_WINDOW_SECONDS, VITALS_LIMITS } from '@/lib/vitals/rate-limit'

const root = path.resolve(__dirname, '../..')
const folder = path.join(root, 'deploy/prometheus')
/** Debian's promtool (scripts/test-setup.sh installs it); PROMTOOL_PATH for other machines. */
const promtool = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool'

/** promtool as an operator runs it, from deploy/prometheus/, where the files name each other. */
function run(args: string[]) {
  const result = spawnSync(promtool, args, { cwd: folder, encoding: 'utf8', timeout: 120_000 })
  if (result.error) throw new Error(`${promtool}: ${result.error.message} (scripts/test-setup.sh installs Debian's prometheus)`)
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const alertNames = [...read('deploy/prometheus/alerts.yml').matchAll(/^\s*- alert: (\w+)$/gm)].flatMap(([, name]) => (name ? [name] : []))

describe('the Prometheus configuration and alert rules (deploy/prometheus/)', () => {
  it.each([
    ['the configuration, and the rule file it names, are valid', ['check', 'config', 'prometheus.yml']],
    ['the alert rules are valid', ['check', 'rules', 'alerts.yml']],
    ['every alert fires, and stays quiet, as alerts.test.yml says', ['test', 'rules', 'alerts.test.yml']],
  ])(
    '%s',
    (_what, args) => {
      const { code, output } = run(args)
      // promtool's own words: which file, rule or case, and what it got instead.
      if (code !== 0) throw new Error(`promtool ${args.join(' ')} (in deploy/prometheus) exited with ${code}:\n${output}`)
    },
    120_000,
  )

  it('names its alerts', () => {
    expect(alertNames).toEqual(
      expect.arrayContaining([
        'UpstreamFailing',
        'ContactMessageStuck',
        'OutboxNearlyFull',
        'RedisDown',
        'InstanceOnLocalFallback',
        'InstanceDown',
        'HighServerErrorRatio',
        'CacheHitRatioCollapsed',
        'FieldLcpPhonesSlow',
        'FieldInpPhonesSlow',
        'FieldClsPhonesUnstable',
        'CatalogueItemsRefused',
      ]),
    )
  })

  it("allows in each field alert for the most one network's reports can add to a template in its hour", () => {
    // An hour overlaps one more sample window than it holds: the one it starts in.
    const most = VITALS_LIMITS.samplesPerNetwork * (3600 / SAMPLE_WINDOW_SECONDS + 1)
    const allowances = [...read('deploy/prometheus/alerts.yml').matchAll(/_phone_\w+:increase1h - (\d+)/g)].map(([, n]) => Number(n))
    expect(allowances).toEqual(Array<number>(9).fill(most))
  })

  it.each(alertNames)(
    '%s has a severity, a summary, a description, its own section of docs/operations.md, and a case where it fires',
    (name) => {
      const rules = read('deploy/prometheus/alerts.yml')
      const rule = rules.slice(rules.indexOf(`- alert: ${name}\n`)).split(/\n\s*- alert: /)[0]
      expect(rule).toMatch(/\n\s+severity: (critical|warning)\n/)
      expect(rule).toMatch(/\n\s+summary: .+\n\s+description: /)
      expect(rule).toContain(`runbook_url: 'docs/operations.md#${name.toLowerCase()}'`)
      // GitHub's anchor of a heading that is the alert's name alone is the name in lower case.
      expect(read('docs/operations.md')).toMatch(new RegExp(`^#{2,4} ${name}$`, 'm'))
      // promtool passes a file that never expects the alert to fire: each must have such a case.
      expect(read('deploy/prometheus/alerts.test.yml')).toMatch(new RegExp(`alertname: ${name}\\n\\s*exp_alerts:\\n\\s*- exp_labels:`))
    },
  )
})
