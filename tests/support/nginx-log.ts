import { readFileSync } from 'node:fs'
import { siteConf } from './nginx'

// Reading what nginx logged (deploy/nginx/site.conf's `site` format) against its own limits.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** An access log line's $time_local (`24/Nov/2026:04:34:18 +0000`), in ms since the epoch. */
function loggedAt(line: string): number {
  const match = /\[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})\]/.exec(line)
  if (!match) throw new Error(`No $time_local in: ${line}`)
  const [, day, month, year, hour, minute, second, sign, offsetHours, offsetMinutes] = match
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000
  return Date.UTC(Number(year), months.indexOf(month!), Number(day), Number(hour), Number(minute), Number(second)) - offset
}

/**
 * The most requests nginx's `limit_req` zone (deploy/nginx/site.conf: its rate and burst) can
 * have let through of these, one client's access log lines: burst + 1 at once, and one more per
 * period of the rate between the first request's start and the last one's end, by nginx's own
 * clock, which is the one it decides by. ($time_local is logged in whole seconds at a request's
 * end, $request_time before it.) A test's own clock would not do: a loaded nginx may date a
 * request before the test started sending it.
 */
export function mostLetThrough(lines: string[], zone: string): number {
  const conf = readFileSync(siteConf, 'utf8')
  const rate = new RegExp(`limit_req_zone \\S+ zone=${zone}:\\S+ rate=(\\d+)r/([sm]);`).exec(conf)
  const burst = new RegExp(`limit_req zone=${zone} burst=(\\d+)`).exec(conf)
  if (!rate || !burst) throw new Error(`No limit_req zone ${zone} in ${siteConf}`)
  const perMs = Number(rate[1]) / (rate[2] === 'm' ? 60_000 : 1000)
  const spans = lines.map((line) => {
    const seconds = /^\S+ \[[^\]]+\] "[^"]*" \d+ \d+ ([\d.]+) /.exec(line)?.[1]
    if (seconds === undefined) throw new Error(`No $request_time in: ${line}`)
    const end = loggedAt(line)
    return { start: end - Number(seconds) * 1000, end: end + 1000 }
  })
  const span = Math.max(...spans.map(({ end }) => end)) - Math.min(...spans.map(({ start }) => start))
  return Number(burst[1]) + 1 + Math.floor(span * perMs)
}
