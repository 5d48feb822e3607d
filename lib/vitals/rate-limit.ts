import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import type { Sender } from '@/lib/http/client-address'
import { type MakeCounter, minuteLimiter, type SharedLimits } from '@/lib/limits/minute-counters'

/**
 * What one sender's reports may do. `reportsPerMinute` is a limit on requests, answered 429: a
 * visitor sends one report a page view, so 30 a minute is a page every two seconds, and more is a
 * script. The samples are what reaches the histograms: per page template, in windows of
 * SAMPLE_WINDOW_SECONDS, from one client (an IPv4 address, an IPv6 /64), from one network (an
 * IPv4 /24, an IPv6 /48) and from everyone. So one client, or one network, can weigh in the field
 * figures only as much as one visitor, or ten, would (the alerts in deploy/prometheus/alerts.yml
 * count on it), and a flood from fresh addresses stops adding counters once a template is full.
 */
export type VitalsLimits = { reportsPerMinute: number; samplesPerClient: number; samplesPerNetwork: number; samplesPerTemplate: number }

/** Ten minutes: longer than a visit to one template mostly lasts, so a visitor counts once a template. */
export const SAMPLE_WINDOW_SECONDS = 600

/**
 * 1,000 samples a template every 10 minutes (6,000 an hour) is more than the site's phone and
 * desktop visitors send together, and far more than a 75th percentile needs to be steady.
 */
export const VITALS_LIMITS: VitalsLimits = { reportsPerMinute: 30, samplesPerClient: 1, samplesPerNetwork: 10, samplesPerTemplate: 1000 }

/**
 * 'counted': the report is a sample; 'sampled-out': a valid report its sender's (or the
 * template's) samples have no room for; 'refused': over the reports a minute ('first-refusal' for
 * the first refused in the client's minute, the one worth a log line).
 */
type VitalsTake = 'counted' | 'sampled-out' | 'refused' | 'first-refusal'

/** A report as the limits see it: who sent it, and the template of the page it is about. */
type VitalsSender = Sender & { template: string }

/** What recording a report needs of the limits (roomier ones in tests). */
export interface VitalsLimiter {
  take(report: VitalsSender): Promise<VitalsTake>
}

type Counters = Record<'reports' | 'client' | 'network' | 'template', RateLimiterAbstract>

/** The refusal of a spent allowance, or null once counted; a store error no insurance caught throws. */
async function refusal(counter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await counter.consume(key)
    return null
  } catch (reason) {
    if (!(reason instanceof RateLimiterRes)) throw reason
    return reason
  }
}

const isSpent = async (counter: RateLimiterAbstract, key: string) => (await counter.get(key))?.remainingPoints === 0

/**
 * The reports a minute first, then the samples. The template's and the network's are looked at
 * before anything is counted, so that once either is spent a flood from fresh clients makes no
 * counters: every counter the samples make is one sample taken (the library drops it when its
 * window ends, a timer in memory, a TTL in Redis). Then the client's is counted first, so a client
 * past its own sample never spends its network's or the template's; a sample its network has no
 * room for still spends the client's, which only says it has been heard this window.
 */
function limiterOf(counters: Counters, limits: VitalsLimits): VitalsLimiter {
  return {
    async take({ client, network, template }) {
      const refused = await refusal(counters.reports, client)
      if (refused) return refused.consumedPoints === limits.reportsPerMinute + 1 ? 'first-refusal' : 'refused'
      const networkKey = `${template} ${network}`
      if ((await isSpent(counters.template, template)) || (await isSpent(counters.network, networkKey))) return 'sampled-out'
      const steps: [RateLimiterAbstract, string][] = [
        [counters.client, `${template} ${client}`],
        [counters.network, networkKey],
        [counters.template, template],
      ]
      for (const [counter, key] of steps) if (await refusal(counter, key)) return 'sampled-out'
      return 'counted'
    },
  }
}

const countersOf = (limits: VitalsLimits, make: MakeCounter): Counters => ({
  // 'vitals', the name the reports' counter has always had in Redis.
  reports: make('vitals', limits.reportsPerMinute),
  client: make('vitals-client', limits.samplesPerClient, SAMPLE_WINDOW_SECONDS),
  network: make('vitals-network', limits.samplesPerNetwork, SAMPLE_WINDOW_SECONDS),
  template: make('vitals-template', limits.samplesPerTemplate, SAMPLE_WINDOW_SECONDS),
})

/**
 * This process's counters, or with a shared store counters every instance shares in Redis, kept
 * in this process's memory while Redis fails (lib/limits/minute-counters.ts), as the contact
 * limits are. Without Redis each instance counts its own: two instances give a sender twice the
 * samples.
 */
export function createVitalsLimiter(limits: VitalsLimits = VITALS_LIMITS, shared?: SharedLimits): VitalsLimiter {
  return minuteLimiter((make) => limiterOf(countersOf(limits, make), limits), shared)
}
