import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tests/support/chromium'
import { startSite } from '../../tests/support/site'
import { startFloor } from '../floor'

/**
 * The main thread's long tasks while a page loads on a phone's CPU (4× slower), and the blocking
 * time they add after the first paint, in a real Chromium: which task costs what, without
 * Lighthouse's simulation. `/floor` is the framework's floor (bench/floor-app), measured in the
 * same turns; the last argument is the visits a page. `npx tsx bench/research/long-tasks.ts /floor / 5`
 */
const args = process.argv.slice(2)
const visits = Number(args.at(-1)) || 5
const paths = args.filter((arg) => arg.startsWith('/'))
async function main() {
  const site = await startSite()
  const floor = await startFloor()
  const { executablePath, args: flags } = chromiumLaunchOptions()
  const browser = await chromium.launch({ executablePath, args: flags })
  try {
    for (const path of paths) {
      const rows: { tbt: number; tasks: number[] }[] = []
      for (let visit = 0; visit < visits; visit++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(() => {
          const tasks: { start: number; duration: number }[] = []
          ;(window as unknown as { __tasks: typeof tasks }).__tasks = tasks
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
          }).observe({ type: 'longtask', buffered: true })
        })
        await page.goto(path === '/floor' ? floor.url : site.url + path, { waitUntil: 'load' })
        await page.waitForTimeout(3000)
        const { tasks, fcp } = await page.evaluate(() => ({
          tasks: (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }))
        const after = tasks.filter((task) => task.start + task.duration > fcp)
        rows.push({
          tbt: Math.round(after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
          tasks: after.map((task) => Math.round(task.duration)),
        })
        await context.close()
      }
      rows.sort((a, b) => a.tbt - b.tbt)
      console.log(path, 'median TBT', rows[Math.floor(rows.length / 2)]!.tbt, JSON.stringify(rows))
    }
  } finally {
    await browser.close()
    await site.dispose()
    floor.close()
  }
}
void main()
