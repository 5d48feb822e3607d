import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium'

const run = promisify(execFile)
// Lighthouse is the bench workspace's own dependency (bench/package.json).
const cli = resolve(__dirname, 'node_modules/lighthouse/cli/index.js')

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP); such a run is tried again, twice at most. */
const ATTEMPTS = 3

async function lighthouseJson(
  url: string,
  chromeFlags: string,
  preset: Preset,
  chromePath: string | undefined,
  /** Where to keep the run's trace and network log (Lighthouse's -GA), for bench/research/lcp-graph.ts. */
  artifactsDir?: string,
  /** `simulate` (Lighthouse's default, what the score reads) or `devtools` (the browser really slowed). */
  throttling: Throttling = 'simulate',
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      // The CLI in a plain Node process: under tsx, the functions Lighthouse sends into the page
      // carry esbuild's __name helper, which the page does not have.
      const { stdout } = await run(
        process.execPath,
        [
          cli,
          url,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--chrome-flags=${chromeFlags}`,
          ...(preset === 'desktop' ? ['--preset=desktop'] : []),
          `--throttling-method=${throttling}`,
          ...(artifactsDir ? [`-GA=${artifactsDir}`] : []),
        ],
        { env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) }, maxBuffer: 64 * 1024 * 1024 },
      )
      return stdout
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      console.warn(
        `Lighthouse failed on ${url} (${preset}), trying again: ${String((error as { stderr?: string }).stderr ?? error)
          .trim()
          .slice(0, 200)}`,
      )
    }
  }
}

export type Preset = 'mobile' | 'desktop'
type Throttling = 'simulate' | 'devtools'

/** One Lighthouse run of one page. Scores are 0-100. */
export type LighthouseSample = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The largest element's tag and selector, e.g. `IMG article > div > button > img`. */
  lcpElement: string
  /** The part of the (simulated) LCP spent after the element's resource arrived. */
  lcpRenderDelayMs: number
  /**
   * Mobile: the LCP of a second run in a browser really slowed to Lighthouse's phone (devtools
   * throttling: 562.5 ms a round trip, 1.6 Mbit/s, a CPU four times slower), as observed, not
   * simulated. 0 on desktop.
   */
  observedLcpMs: number
}

/** A page's runs: each figure the median of the runs, the LCP element the most frequent. */
export type LighthouseScores = Omit<LighthouseSample, 'lcpElement'> & { path: string; preset: Preset; runs: number; lcpElement: string }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const mostFrequent = (values: string[]) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

/** The screens of Lighthouse's presets, so a warm-up asks for the image sizes the runs will. */
const screens = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false },
} as const

/**
 * One visit before the measured runs. The first request for each image size makes the image
 * optimizer encode it (hundreds of milliseconds here); every later visitor, and every real one
 * but the first, gets the cached file. The runs measure what those visitors get.
 */
export async function warmUp(url: string, preset: Preset) {
  const { executablePath, args } = chromiumLaunchOptions()
  const browser = await chromium.launch({ executablePath, args })
  try {
    const page = await browser.newPage(screens[preset])
    await page.goto(url, { waitUntil: 'networkidle' })
  } finally {
    await browser.close()
  }
}

type Audit = { numericValue?: number; details?: { items?: AuditItem[] } }
type AuditItem = { items?: AuditItem[]; node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }

/** The rows of the largest-contentful-paint-element audit: the element, then the LCP's phases. */
const rowsOf = (audit: Audit | undefined) => audit?.details?.items?.flatMap((table) => table.items ?? []) ?? []

/** The largest element's tag and selector. */
function lcpElementOf(audit: Audit | undefined): string {
  const node = rowsOf(audit).find((row) => row.node)?.node
  if (!node) return ''
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1]?.toUpperCase() ?? ''
  return `${tag} ${node.selector ?? ''}`.trim()
}

/** The LCP phase after the element's resource arrived, as simulated for the score. */
const renderDelayOf = (audit: Audit | undefined) => Math.round(rowsOf(audit).find((row) => row.phase === 'Render Delay')?.timing ?? 0)

/**
 * One Lighthouse run of `url` with the Chromium the tests use and every host but 127.0.0.1
 * unresolvable.
 */
export async function lighthouseSample(url: string, preset: Preset, artifactsDir?: string): Promise<LighthouseSample> {
  const { categories, audits } = await lighthouseReport(url, preset, 'simulate', artifactsDir)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
    lcpRenderDelayMs: renderDelayOf(audits['largest-contentful-paint-element']),
    observedLcpMs: preset === 'mobile' ? await observedLcp(url) : 0,
  }
}

/** The LCP of one run in a browser really slowed to Lighthouse's phone. */
async function observedLcp(url: string): Promise<number> {
  const { audits } = await lighthouseReport(url, 'mobile', 'devtools')
  return Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)
}

/** One Lighthouse run of `url` with the Chromium the tests use and every host but 127.0.0.1 unresolvable. */
async function lighthouseReport(url: string, preset: Preset, throttling: Throttling, artifactsDir?: string) {
  const { executablePath, args } = chromiumLaunchOptions()
  // Quoted where a flag's value has spaces (the host resolver rules).
  const chromeFlags = ['--headless', ...args].map((flag) => flag.replace(/=(.* .*)$/, '="$1"')).join(' ')
  const stdout = await lighthouseJson(url, chromeFlags, preset, executablePath, artifactsDir, throttling)
  return JSON.parse(stdout) as {
    categories: Record<string, { score: number | null } | undefined>
    audits: Record<string, Audit | undefined>
  }
}

/** The medians of one page's runs. */
export function summarize(path: string, preset: Preset, samples: LighthouseSample[]): LighthouseScores {
  const pick = (key: Exclude<keyof LighthouseSample, 'lcpElement'>) => median(samples.map((sample) => sample[key]))
  return {
    path,
    preset,
    runs: samples.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    lcpElement: mostFrequent(samples.map((sample) => sample.lcpElement)),
    lcpRenderDelayMs: pick('lcpRenderDelayMs'),
    observedLcpMs: pick('observedLcpMs'),
  }
}

/** The site's pages and the floor, measured in one run. */
export type LighthouseRun = { floor: LighthouseScores[]; pages: LighthouseScores[] }

/** The Markdown table of a run: per preset, the floor, then each page with its distance to it. */
export function lighthouseTable({ floor, pages }: LighthouseRun): string[] {
  const lines = [
    '### Lighthouse (median of the runs), each page beside the floor measured in the same run',
    '',
    "LCP is Lighthouse's, simulated; observed LCP is a second run in a browser really slowed to its phone (devtools throttling).",
    '',
    '| Page | Preset | Perf | vs floor | A11y | BP | SEO | LCP ms | vs floor | Observed LCP ms | vs floor | TBT ms | CLS | Largest element |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value))
  const observed = (score: LighthouseScores) => (score.preset === 'mobile' ? String(score.observedLcpMs) : '')
  for (const base of floor) {
    lines.push(
      `| floor (bench/floor-app) | ${base.preset} | ${base.performance} | | ${base.accessibility} | ${base.bestPractices} | ${base.seo} | ${base.lcpMs} | | ${observed(base)} | | ${base.tbtMs} | ${base.cls} | ${base.lcpElement} |`,
    )
    for (const page of pages.filter((score) => score.preset === base.preset)) {
      lines.push(
        `| ${page.path} | ${page.preset} | ${page.performance} | ${signed(page.performance - base.performance)} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${page.lcpMs} | ${signed(page.lcpMs - base.lcpMs)} | ${observed(page)} | ${page.preset === 'mobile' ? signed(page.observedLcpMs - base.observedLcpMs) : ''} | ${page.tbtMs} | ${page.cls} | ${page.lcpElement} |`,
      )
    }
  }
  return lines
}
