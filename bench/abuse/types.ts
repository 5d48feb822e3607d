import type { Destination, Environment } from './environment'
import type { Answer, Outgoing } from './http'

/** The shapes of the attack table (attacks.ts) and of what the runner learns before playing it. */

type Target = 'next' | 'nginx'

/** What the runner learns from the site before attacking it. */
export type Context = {
  runId: string
  /** A product that exists, and every product line. */
  product: { category: string; slug: string }
  categories: readonly string[]
  /** A real image the optimizer serves; its one legitimate variant is made before the rows. */
  image: string
  /** The `_rsc` query Next wants with an `RSC: 1` request, or '' when it asks for none. */
  rscQuery: string
  /** The same for a segment prefetch of each segment (context.ts), by segment. */
  segmentQueries: Record<string, string>
  /** The hidden fields of the contact form as a browser without JavaScript posts them. */
  contactForm: Record<string, string>
  /** The contact limits the servers run with (set by environment.ts). */
  limits: { perClient: number; total: number }
  /** Every product page of the site. */
  pages: readonly string[]
  /** Every product of the site, with the name its pages show. */
  products: readonly { category: string; slug: string; name: string }[]
  /**
   * The servers' PROXY_SECRET, which only the deployment's nginx holds: rows about what the site
   * does with the client address nginx reports send it as nginx would.
   */
  proxySecret: string
  /** The servers' PREVIEW_SECRET, which signs the marketers' preview links (row 24 makes one). */
  previewSecret: string
  /** What a row's `prepare` learnt before it was played (a form token, a preview's cookies). */
  prepared: Record<string, string>
}

/** A request, and the contact message it carries when it carries one. */
export type Shot = Outgoing & { message?: { marker: string; shouldStore: boolean } }

/** Requests of one kind, all sent before the next phase starts. */
export type Phase = {
  name: string
  count: number
  /** The right answers; anything else is reported against the row. */
  expect: readonly number[]
  make(index: number, context: Context): Shot
}

/** What a row may leave behind without failing, and why that much. */
export type Tolerance = {
  /** Bytes allowed outright. */
  bytes?: number
  /** One not-found page entry (its size is read from the build at start). */
  notFoundEntry?: boolean
  /** Messages the row may store legitimately (at about MESSAGE_BYTES each). */
  messages?: number
  /** Keys Redis may gain (nginx rows, whose server shares a Redis). */
  redisKeys?: number
  /** New files the server may keep (rows where a file per request is the fault); unjudged when absent. */
  files?: number
  /** Entries nginx's page cache may gain (nginx rows that judge it; unjudged when absent). */
  nginxCacheFiles?: number
  why: string
}

export type Attack = {
  id: string
  title: string
  target: Target
  /**
   * Contact rows run on a server restarted just before them: its limits start empty, so one
   * row's spent allowance can never fail the next.
   */
  freshServer?: boolean
  /** The same for a row on a server sharing the durable Redis: its limit counters are deleted first. */
  freshLimits?: boolean
  /** Send the phases one after the other (a row about what comes after something), not interleaved. */
  ordered?: boolean
  expected: string
  phases: readonly Phase[]
  tolerance: Tolerance
  /** Shown but never fails the run, for this reason. */
  reportOnly?: string
  /** nginx's CPU per request this row must stay under (nginx rows): what a client can make it spend. */
  cpuGoalMs?: number
  /** Requests in flight for this row, when fewer than the run's: a row that measures cost, not volume. */
  concurrency?: number
  /**
   * What the row learns from its target before it is played, as a visitor would (a form token,
   * a preview's cookies), for its phases to send: put in `context.prepared`.
   */
  prepare?(url: string, context: Context): Promise<Record<string, string>>
  /** Figures the row reports beside its verdict (a latency, a count), shown under the table. */
  figures?(phases: readonly { name: string; answers: readonly Answer[] }[]): Record<string, number>
  /** Checks beyond the statuses, on what each phase sent and the answers it got; each string is a problem. */
  check?(phases: readonly PlayedPhase[], context: Context): string[]
  /**
   * A server of the row's own, started before it and stopped after: a start no shared server
   * can be brought back to (row 29, a cold start with upstream down).
   */
  ownServer?(): Promise<OwnServer>
  /**
   * What the row reads of its servers beyond the answers (log bytes, metrics, upstream calls):
   * started once the row is prepared, read again once the servers have settled, giving figures
   * and problems of its own.
   */
  observe?(where: Destination, environment: Environment): Promise<Observation>
}

type PlayedPhase = { name: string; sent: readonly Shot[]; answers: readonly Answer[] }

export type Observation = {
  after(phases: readonly PlayedPhase[]): Promise<{ figures: Record<string, number>; problems: string[] }>
}

export type OwnServer = { where: Destination; close(): Promise<void> }
