import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildAndStart, type ServedApp, startSiteAndFloor } from '../floor'
import { type LighthouseSample, lighthouseSample, type Preset, summarize, warmUp } from '../lighthouse'
import { pageMarkupOf } from './page-markup'
import { root, scratchProject } from '../scratch'

/**
 * The content floor: the floor app (bench/floor-app) given one page of the site as it is served,
 * every element of its HTML rendered as a server component, with the same stylesheet, font and
 * images, and not one client component or line of the site's code. Lighthouse on the floor, the
 * content floor and the page itself, in turns, splits the page's distance to the floor into what
 * its content costs under the framework and what the site's own code adds.
 *
 *   npx tsx bench/research/content-floor.ts --page /products/light/sailite-led-bulb --preset mobile --runs 3
 */

/** The content floor of `page`, built from the site at `siteUrl` and served by `next start`. */
async function startContentFloor(siteUrl: string, page: string): Promise<ServedApp> {
  const dir = scratchProject('content-floor-', path.join(root, 'bench/research/content-floor-app'))
  try {
    mkdirSync(path.join(dir, 'public/r'), { recursive: true })
    writeFileSync(path.join(dir, 'page-markup.json'), JSON.stringify(await pageMarkupOf(siteUrl, page, path.join(dir, 'public'))))
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return buildAndStart(dir, 'the content floor')
}

async function main() {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', default: '/products/light/sailite-led-bulb' },
      preset: { type: 'string', default: 'mobile' },
      runs: { type: 'string', default: '3' },
    },
  })
  const preset = values.preset as Preset
  if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`--preset takes mobile or desktop, not ${values.preset}`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${values.runs}`)
  const { site, floor } = await startSiteAndFloor()
  const contentFloor = await startContentFloor(site.url, values.page).catch(async (error: unknown) => {
    floor.close()
    await site.dispose()
    throw error
  })
  try {
    const targets = [
      { name: 'floor (bench/floor-app)', url: floor.url },
      { name: `content floor of ${values.page}`, url: contentFloor.url },
      { name: values.page, url: site.url + values.page },
    ]
    for (const target of targets) await warmUp(target.url, preset)
    const samples = targets.map(() => [] as LighthouseSample[])
    for (let round = 0; round < runs; round++) {
      for (const [index, target] of targets.entries()) samples[index]!.push(await lighthouseSample(target.url, preset))
    }
    console.log(`| ${preset}, ${runs} runs | Performance | FCP ms | LCP ms | TBT ms |\n|---|---|---|---|---|`)
    for (const [index, target] of targets.entries()) {
      const each = (key: keyof LighthouseSample) => samples[index]!.map((sample) => sample[key]).join(', ')
      const median = summarize(target.name, preset, samples[index]!)
      console.log(
        `| ${target.name} | ${median.performance} (${each('performance')}) | ${median.fcpMs} | ${median.lcpMs} (${each('lcpMs')}) | ${median.tbtMs} |`,
      )
    }
  } finally {
    contentFloor.close()
    floor.close()
    await site.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
