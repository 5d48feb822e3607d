import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js'
import { startSiteAndFloor } from '../floor'
import { lighthouseSample, warmUp } from '../lighthouse'

/**
 * What Lighthouse's simulated mobile LCP is made of. Lantern keeps in the LCP's graph every
 * request that finished before the largest paint of the real, unthrottled load, unless it is a
 * script whose evaluation it can see began after that paint. It cannot see an evaluation in a
 * task shorter than 10 ms: it prunes those from its graph. The framework's chunks only register
 * their modules when they arrive (2–6 ms each here), so whenever they finish downloading before
 * the page's paint, Lantern simulates their download on the slow network as part of the LCP.
 *
 * For each run this prints Lighthouse's LCP, the scripts Lantern kept in the LCP's graph and
 * why, and the LCP simulated again without the scripts that began to run only after the paint.
 *
 *   npx tsx bench/research/lcp-graph.ts --pages /products/light/sailite-led-bulb,/contact --runs 3
 */

type LanternNode = {
  type: 'network' | 'cpu'
  startTime: number
  endTime: number
  request: { url: string; resourceType?: string; priority: string; transferSize: number }
}
type LanternGraph = {
  traverse(visit: (node: LanternNode) => void): void
  cloneWithRelationships(keep: (node: LanternNode) => boolean): LanternGraph
}
type Simulator = { simulate(graph: LanternGraph): { nodeTimings: Map<LanternNode, { endTime: number }> } }
type TraceEvent = { name: string; ts: number; args?: { data?: { url?: string } } }

/** Lantern's own estimate: the last node to finish, leaving out low-priority images (off screen). */
function estimate(simulator: Simulator, graph: LanternGraph): number {
  const ends = [...simulator.simulate(graph).nodeTimings].filter(([node]) => !isLowPriorityImage(node)).map(([, timing]) => timing.endTime)
  return Math.max(...ends)
}

const isLowPriorityImage = (node: LanternNode) =>
  node.type === 'network' && node.request.resourceType === 'Image' && ['Low', 'VeryLow'].includes(node.request.priority)

const scriptsOf = (graph: LanternGraph) => {
  const scripts: LanternNode[] = []
  graph.traverse((node) => {
    if (node.type === 'network' && node.request.resourceType === 'Script') scripts.push(node)
  })
  return scripts
}

/** One run's LCP as Lighthouse gives it, and as it would be without the scripts that had not run by the paint. */
async function analyse(dir: string) {
  const artifacts = await loadArtifacts(dir)
  const context = { computedCache: new Map(), settings: defaultSettings }
  // Lighthouse's own mobile settings: a slow 4G link and a CPU four times slower, simulated.
  const simulator = await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings: defaultSettings }, context)
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: defaultSettings,
    simulator,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  }
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const events = artifacts.Trace.traceEvents as TraceEvent[]
  // The last candidate is the largest paint the LCP reads.
  const paintTs = Math.max(...events.filter((event) => event.name === 'largestContentfulPaint::Candidate').map((event) => event.ts))

  const firstRun = (url: string) =>
    Math.min(...events.filter((event) => event.name === 'EvaluateScript' && event.args?.data?.url === url).map((event) => event.ts))
  const kept = scriptsOf(lcp.pessimisticGraph as LanternGraph).map((node) => {
    const ranAt = firstRun(node.request.url)
    return { url: node.request.url, kB: node.request.transferSize / 1024, ranBeforePaint: ranAt <= paintTs }
  })
  const afterPaint = new Set(kept.filter((script) => !script.ranBeforePaint).map((script) => script.url))
  const without = (graph: LanternGraph) =>
    graph.cloneWithRelationships((node) => !(node.type === 'network' && afterPaint.has(node.request.url)))
  const optimistic = estimate(simulator as Simulator, without(lcp.optimisticGraph as LanternGraph))
  const pessimistic = estimate(simulator as Simulator, without(lcp.pessimisticGraph as LanternGraph))
  return { lcpMs: lcp.timing, withoutMs: Math.max(fcp.timing, (optimistic + pessimistic) / 2), kept }
}

async function main() {
  const { values } = parseArgs({
    options: { pages: { type: 'string', default: '/products/light/sailite-led-bulb' }, runs: { type: 'string', default: '3' } },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${values.runs}`)
  const { site, floor } = await startSiteAndFloor()
  const work = mkdtempSync(path.join(tmpdir(), 'lcp-graph-'))
  try {
    const targets = [
      { name: 'floor (bench/floor-app)', url: floor.url },
      ...values.pages.split(',').map((page) => ({ name: page, url: site.url + page })),
    ]
    for (const target of targets) await warmUp(target.url, 'mobile')
    // Round by round, the floor first, as the bench does.
    for (let round = 1; round <= runs; round++) {
      for (const [index, target] of targets.entries()) {
        const dir = path.join(work, `${round}-${index}`)
        await lighthouseSample(target.url, 'mobile', dir)
        const { lcpMs, withoutMs, kept } = await analyse(dir)
        const scripts = kept.map(
          (script) =>
            `${path.basename(script.url)} ${script.kB.toFixed(0)} kB ${script.ranBeforePaint ? 'ran before the paint' : 'not run before the paint'}`,
        )
        console.log(
          `${round} ${target.name}: LCP ${Math.round(lcpMs)} ms; without the scripts not run before the paint ${Math.round(withoutMs)} ms`,
        )
        for (const line of scripts) console.log(`    kept: ${line}`)
      }
    }
  } finally {
    floor.close()
    await site.dispose()
    rmSync(work, { recursive: true, force: true })
  }
}

void main()
