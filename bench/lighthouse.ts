import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumLaunchOptions } from '../tests/support/chromium'

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

/**
 * Lighthouse on one page, `runs` times, with the Chromium the tests use and every host but
 * 127.0.0.1 unresolvable; each figure is the median of the runs. Scores are 0-100.
 */
export async function lighthousePage(baseUrl: string, path: string, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseScores> {
  const { executablePath, args } = chromiumLaunchOptions()
  const samples: Omit<LighthouseScores, 'path' | 'preset' | 'runs'>[] = []
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] })
    try {
      const result = await lighthouse(
        `${baseUrl}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        preset === 'desktop' ? desktopConfig : undefined,
      )
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      const { categories, audits } = result.lhr
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
    } finally {
      chrome.kill()
    }
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
