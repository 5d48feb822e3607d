import { readFileSync } from 'node:fs'
import path from 'node:path'
import { metrics } from './registry'
import { registerScrapedGauges } from './scraped-gauges'

/**
 * The metrics an operator reads are the ones docs/operations.md lists, with its labels, and the
 * histograms the alerts and dashboards read have the buckets their queries name.
 */
type Family = { name: string; labelNames: readonly string[]; help: string; type: string }

/** The table of docs/operations.md "Metrics": each row's metrics, the labels named for them, and what they mean. */
function documented(): Array<{ names: string[]; labels: string[]; meaning: string }> {
  const doc = readFileSync(path.join(__dirname, '../../docs/operations.md'), 'utf8')
  const rows = doc.split('\n').filter((line) => line.startsWith('| `site_'))
  const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
  return rows.map((row) => {
    const [, names = '', labels = '', meaning = ''] = row.split('|')
    const [first = '', ...more] = ticked(names)
    // `_inp_seconds` after `site_web_vitals_lcp_seconds` names `site_web_vitals_inp_seconds`.
    const full = [first, ...more.map((name) => (name.startsWith('_') ? first.replace(/_[a-z]+_seconds$/, name) : name))]
    // A label's values are written in parentheses after it.
    return { names: full, labels: ticked(labels.replace(/\([^)]*\)/g, '')), meaning }
  })
}

/** Each documented metric's meaning: the last cell of its row. */
const described = () => new Map(documented().flatMap(({ names, meaning }) => names.map((name) => [name, meaning] as const)))

/** A text's words of four letters or more, lower-cased, a plural's `s` dropped. */
const words = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.replace(/s$/, '')))

function families(): Family[] {
  registerScrapedGauges()
  const all = metrics().registry.getMetricsAsArray() as unknown as Array<Family & { labelNames?: readonly string[] }>
  return all.filter(({ name }) => name.startsWith('site_')).map((family) => ({ ...family, labelNames: family.labelNames ?? [] }))
}

/** A histogram's finite bucket bounds, as Prometheus reads them on `le`. */
async function buckets(name: string): Promise<number[]> {
  const metric = metrics().registry.getSingleMetric(name)!
  const values = (await metric.get()).values as Array<{ metricName?: string; labels: { le?: number | string } }>
  return [...new Set(values.filter((value) => value.metricName === `${name}_bucket`).map((value) => Number(value.labels.le)))].filter(
    Number.isFinite,
  )
}

describe('the metrics an instance exports', () => {
  // Each test as in a fresh process: the registry made again, as each test then sees it made.
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('arkvolt.metrics')]
  })

  it('are every metric docs/operations.md lists, no more, each with the labels it names', () => {
    const rows = documented()
    const exported = families()
    expect(exported.map(({ name }) => name).sort()).toEqual(rows.flatMap(({ names }) => names).sort())
    for (const { names, labels } of rows) {
      const ofRow = exported.filter(({ name }) => names.includes(name))
      for (const { name, labelNames } of ofRow)
        expect({ name, extra: labelNames.filter((label) => !labels.includes(label)) }).toEqual({ name, extra: [] })
      // Every label a row names is one of its metrics'.
      expect(labels.filter((label) => !ofRow.some(({ labelNames }) => labelNames.includes(label)))).toEqual([])
    }
  })

  it("include Node's own, process_* and nodejs_*, in the same registry", async () => {
    const text = await metrics().registry.metrics()
    expect(text).toMatch(/^process_cpu_user_seconds_total /m)
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m)
  })

  it('each say what they count, in the words of docs/operations.md', () => {
    const rows = described()
    for (const { name, help } of families()) {
      // The HELP line an operator reads in Prometheus shares a word with the row the docs give it.
      const shared = [...words(help)].filter((word) => words(rows.get(name) ?? '').has(word))
      expect({ name, shares: shared.length > 0 }).toEqual({ name, shares: true })
    }
  })

  it('give every histogram finite buckets in ascending order, so quantiles can be read', async () => {
    const histograms = families().filter(({ type }) => type === 'histogram')
    expect(histograms.length).toBeGreaterThanOrEqual(10)
    for (const { name } of histograms) {
      const bounds = await bucketsAfterOne(name)
      expect({ name, many: bounds.length >= 7 }).toEqual({ name, many: true })
      expect(bounds).toEqual([...bounds].sort((a, b) => a - b))
    }
  })

  it('bucket at the lines the alerts read: LCP 2.5 s, INP 0.2 s, CLS 0.1, in seconds', async () => {
    expect(await bucketsAfterOne('site_web_vitals_lcp_seconds')).toContain(2.5)
    expect(await bucketsAfterOne('site_web_vitals_inp_seconds')).toContain(0.2)
    expect(await bucketsAfterOne('site_web_vitals_cls')).toContain(0.1)
    expect(Math.max(...(await bucketsAfterOne('site_web_vitals_cls')))).toBeLessThanOrEqual(1)
  })

  it('time upstream calls, regenerations and searches in seconds, on the scale of each', async () => {
    // A search answers within milliseconds, a regeneration within seconds, a webhook to live within minutes.
    expect(Math.min(...(await bucketsAfterOne('site_search_duration_seconds')))).toBeLessThanOrEqual(0.001)
    expect(Math.max(...(await bucketsAfterOne('site_search_duration_seconds')))).toBeLessThan(1)
    expect(Math.max(...(await bucketsAfterOne('site_upstream_call_duration_seconds')))).toBe(10)
    expect(Math.max(...(await bucketsAfterOne('site_regeneration_duration_seconds')))).toBe(30)
    expect(Math.max(...(await bucketsAfterOne('site_webhook_to_regenerated_seconds')))).toBe(120)
  })
})

/** Buckets show once a series exists: one observation of 0 under the labels the histogram has. */
async function bucketsAfterOne(name: string): Promise<number[]> {
  const metric = metrics().registry.getSingleMetric(name) as unknown as {
    labelNames?: string[]
    observe: (labels: Record<string, string> | number, value?: number) => void
  }
  const labels = Object.fromEntries((metric.labelNames ?? []).map((label) => [label, 'test']))
  if (Object.keys(labels).length > 0) metric.observe(labels, 0)
  else metric.observe(0)
  return buckets(name)
}
