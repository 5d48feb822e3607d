import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Destination } from './environment'
import { LOG_MARKS, STEERING } from './fourth-phases'
import type { Observation } from './types'

/** What rows 27 and 28 read of their servers beyond the answers (types.ts, `observe`). */

/** DESIGN's bound on a log line: one JSON object under 1 kB, whatever the request. */
export const LINE_BYTES_UNDER = 1024
/**
 * Access-log bytes a refused request may cost on average: refusals are sampled, so a flood of
 * them writes at most about one line in eight at the bound.
 */
export const REFUSED_BYTES_PER_REQUEST = 128

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })
const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/** The bytes a file gained from `offset`, once nginx has flushed its buffer (every second) and stopped writing. */
async function grownSince(file: string, offset: number): Promise<Buffer> {
  let size = statSync(file).size
  for (let quiet = 0, tries = 0; quiet < 2 && tries < 10; tries++) {
    await sleep(700)
    const now = statSync(file).size
    quiet = now === size ? quiet + 1 : 0
    size = now
  }
  const bytes = Buffer.alloc(size - offset)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, bytes, 0, bytes.length, offset)
  } finally {
    closeSync(fd)
  }
  return bytes
}

const linesOf = (bytes: Buffer) => {
  const lines: Buffer[] = []
  for (let from = 0; from < bytes.length;) {
    const end = bytes.indexOf(0x0a, from)
    lines.push(bytes.subarray(from, end < 0 ? bytes.length : end))
    from = end < 0 ? bytes.length : end + 1
  }
  return lines.filter((line) => line.length > 0)
}

/**
 * Problems of an instance's lines: each one JSON object with an event name, under the bound. A
 * line a pipe delivered in two pieces (tests/support/site.ts splits what arrives) is read whole.
 */
export function instanceLineProblems(lines: readonly string[], who: string): string[] {
  const whole: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const joined = `${lines[i]}${lines[i + 1] ?? ''}`
    const split = !isJsonObject(lines[i]!) && i + 1 < lines.length && isJsonObject(joined)
    whole.push(split ? joined : lines[i]!)
    if (split) i++
  }
  const notJson = whole.filter((line) => !isJsonObject(line) || typeof (JSON.parse(line) as { event?: unknown }).event !== 'string')
  const long = whole.filter((line) => Buffer.byteLength(line) >= LINE_BYTES_UNDER)
  return [
    ...(notJson.length
      ? [`${notJson.length}/${whole.length} ${who} lines not JSON with an event (${JSON.stringify(notJson[0]!.slice(0, 80))})`]
      : []),
    ...(long.length
      ? [`${long.length} ${who} lines of 1 kB or more (longest ${Math.max(...long.map((line) => Buffer.byteLength(line)))} B)`]
      : []),
  ]
}
const bytesOf = (lines: readonly string[]) => lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0)

/**
 * 27. nginx's access log and the instance's output during the row: every access-log line under
 * 1 kB, strict UTF-8 and a JSON object; refused requests sampled; the instance's lines JSON.
 */
export async function logBytes(where: Destination): Promise<Observation> {
  const file = where.accessLog!
  const from = statSync(file).size
  const siteFrom = where.site.logs.length
  return {
    async after(phases) {
      const lines = linesOf(await grownSince(file, from))
      const sent = (phase: number) => phases[phase]?.answers.length ?? 0
      const bytesWith = (mark: string) => lines.filter((line) => line.includes(mark)).reduce((sum, line) => sum + line.length + 1, 0)
      const refused = lines.filter((line) => line.includes('"DELETE') || line.includes(LOG_MARKS.refused))
      const refusedBytes = refused.reduce((sum, line) => sum + line.length + 1, 0)
      const ownLines = where.site.logs.slice(siteFrom)
      const hostile = phases.reduce((sum, phase) => sum + phase.answers.length, 0)
      const perRequest = (bytes: number, requests: number) => Math.round(bytes / Math.max(1, requests))
      const long = lines.filter((line) => line.length >= LINE_BYTES_UNDER)
      const notUtf8 = lines.filter((line) => {
        try {
          strictUtf8.decode(line)
          return false
        } catch {
          return true
        }
      })
      const notJson = lines.filter((line) => !notUtf8.includes(line) && !isJsonObject(line.toString('utf8')))
      const problems = [
        ...(long.length
          ? [`${long.length}/${lines.length} access-log lines of 1 kB or more (longest ${Math.max(...long.map((line) => line.length))} B)`]
          : []),
        ...(notUtf8.length ? [`${notUtf8.length} access-log lines not UTF-8`] : []),
        ...(notJson.length ? [`${notJson.length} access-log lines not a JSON object`] : []),
        ...(perRequest(refusedBytes, sent(0)) > REFUSED_BYTES_PER_REQUEST
          ? [`${perRequest(refusedBytes, sent(0))} access-log bytes a refused request, goal ${REFUSED_BYTES_PER_REQUEST} (sampled)`]
          : []),
        ...instanceLineProblems(ownLines, 'instance'),
      ]
      return {
        figures: {
          'access log B/refused request': perRequest(refusedBytes, sent(0)),
          'access log B/cache hit, long User-Agent': perRequest(bytesWith(LOG_MARKS.hit), sent(1)),
          'access log B/hostile request': perRequest(bytesWith('abuse-27-'), hostile),
          'longest access-log line B': Math.max(0, ...lines.map((line) => line.length)),
          'instance log B/request': perRequest(bytesOf(ownLines), hostile),
        },
        problems,
      }
    },
  }
}

/** Samples of one Web Vitals histogram (its `_count`) on phones, for one template, from Prometheus's text format. */
async function samples(metricsUrl: string): Promise<(metric: string, template: string) => number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text()
  return (metric, template) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${metric}_count{`) && line.includes(`template="${template}"`) && line.includes('device="phone"'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}

/**
 * Samples one client may add to a template's field histograms in 10 minutes, and one network:
 * no one client, or one network, can fire or hide an alert that needs 50.
 */
export const VITALS_SAMPLES = { perClient: 1, perNetwork: 10 }

/** 28. The samples each steering phase added to the instance's histograms (its metrics port). */
export async function vitalsSamples(where: Destination): Promise<Observation> {
  const before = await samples(where.metricsUrl!)
  return {
    async after() {
      const now = await samples(where.metricsUrl!)
      const added = (metric: string, template: string) => now(metric, template) - before(metric, template)
      const client = added('site_web_vitals_lcp_seconds', STEERING.client.template)
      const network = added('site_web_vitals_lcp_seconds', STEERING.network.template)
      const outOfRange =
        added('site_web_vitals_lcp_seconds', STEERING.outOfRange.template) + added('site_web_vitals_cls', STEERING.outOfRange.template)
      const problems = [
        ...(client > VITALS_SAMPLES.perClient
          ? [`one client added ${client} LCP samples to one template, at most ${VITALS_SAMPLES.perClient}`]
          : []),
        ...(network > VITALS_SAMPLES.perNetwork
          ? [`one /24 added ${network} LCP samples to one template, at most ${VITALS_SAMPLES.perNetwork}`]
          : []),
        ...(outOfRange > 0 ? [`${outOfRange} samples of values no browser reports`] : []),
      ]
      return {
        figures: { 'samples from one client': client, 'samples from one /24': network, 'samples out of range': outOfRange },
        problems,
      }
    },
  }
}
