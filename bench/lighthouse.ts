import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium'

const run = promisify(execFile)
const cli = resolve('node_modules/lighthouse/cli/index.js')

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP); such a run is tried again, twice at most. */
const ATTEMPTS = 3

async function lighthouseJson(
  url: string,
  chromeFlags: string,
  preset: 'mobile' | 'desktop',
  chromePath: string | undefined,
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

export type LighthouseScores = {
  path: string
  preset: 'mobile' | 'desktop'
  runs: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
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
async function warmUp(url: string, preset: 'mobile' | 'desktop') {
  const { executablePath, args } = chromiumLaunchOptions()
  const browser = await chromium.launch({ executablePath, args })
  try {
    const page = await browser.newPage(screens[preset])
    await page.goto(url, { waitUntil: 'networkidle' })
  } finally {
    await browser.close()
  }
}

/**
 * Lighthouse on one page, `runs` times after one warm-up visit, with the Chromium the tests use
 * and every host but 127.0.0.1 unresolvable; each figure is the median of the runs. Scores are
 * 0-100.
 */
export async function lighthousePage(baseUrl: string, path: string, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseScores> {
  const { executablePath, args } = chromiumLaunchOptions()
  // Quoted where a flag's value has spaces (the host resolver rules).
  const chromeFlags = ['--headless=new', ...args].map((flag) => flag.replace(/=(.* .*)$/, '="$1"')).join(' ')
  const samples: Omit<LighthouseScores, 'path' | 'preset' | 'runs'>[] = []
  await warmUp(`${baseUrl}${path}`, preset)
  for (let sample = 0; sample < runs; sample++) {
    const stdout = await lighthouseJson(`${baseUrl}${path}`, chromeFlags, preset, executablePath)
    const { categories, audits } = JSON.parse(stdout) as {
      categories: Record<string, { score: number | null } | undefined>
      audits: Record<string, { numericValue?: number } | undefined>
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    samples.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    })
  }
  const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]))
  return {
    path,
    preset,
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  }
}
