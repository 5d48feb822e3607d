import { z } from 'zod'
import { routeTemplate } from '@/lib/metrics/route-template'

/**
 * One page view's Web Vitals as a visitor's browser reports them (components/vitals/) and as
 * they are recorded: every label comes from a fixed list here, never from the report itself.
 */

/** The templates of pages a visitor can land on: a report about any other path is refused. */
export const PAGE_TEMPLATES = new Set([
  '/',
  '/search',
  '/contact',
  '/contact/enquiry/[product]',
  '/brands',
  '/privacy',
  '/terms',
  '/products/all',
  '/products/others',
  '/products/trading',
  '/products/[category]',
  '/products/[category]/page/[page]',
  '/products/[category]/[slug]',
  '/[...page]',
])

const EFFECTIVE_TYPES = ['slow-2g', '2g', '3g', '4g'] as const

/** Below this CSS width a visitor counts as on a phone, as the site's own layout decides. */
const PHONE_BELOW_PX = 768

/**
 * The largest value a browser reports of each metric; a report with a value past one, below 0 or
 * not a finite number is no browser's and is refused whole (400), never kept in the top bucket.
 * Times are in ms, as web-vitals gives them:
 * - TTFB: nginx waits 30 s for an instance's answer and tries the other once, so no page of the
 *   site starts later than a minute;
 * - FCP, LCP: from the start of the navigation, and only while the page has never been hidden
 *   (web-vitals drops them otherwise): a minute of watching a page paint nothing is no visit;
 * - INP: the slowest interaction's wait for the next paint; a page frozen for a minute has
 *   long been closed, or its browser has offered to;
 * - CLS: one layout shift scores at most 1 (the whole viewport moving its own height), and
 *   web-vitals reports the worst window of shifts, each under a second apart, 5 s at most: 10
 *   is ten such jumps in 5 s.
 * Past 20 s a time is in the histograms' +Inf bucket, as poor as any.
 */
export const METRIC_CEILINGS = { LCP: 60_000, INP: 60_000, FCP: 60_000, TTFB: 60_000, CLS: 10 } as const

const upTo = (ceiling: number) => z.number().min(0).max(ceiling).optional()

const MetricsSchema = z
  .strictObject({
    LCP: upTo(METRIC_CEILINGS.LCP),
    INP: upTo(METRIC_CEILINGS.INP),
    FCP: upTo(METRIC_CEILINGS.FCP),
    TTFB: upTo(METRIC_CEILINGS.TTFB),
    CLS: upTo(METRIC_CEILINGS.CLS),
  })
  .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), 'no metric')

/** A window's CSS width: 10,000 px is past an 8K screen at one CSS pixel a pixel (7,680). */
export const MAX_WIDTH = 10_000

export const VitalsReportSchema = z
  .strictObject({
    /** location.pathname: no query, no hash, and no dot segments, which a browser resolves. */
    path: z
      .string()
      .max(1024)
      .regex(/^\/[^?#]*$/)
      .refine((path) => !/\/\.\.?(\/|$)/.test(path), 'dot segment')
      .refine((path) => PAGE_TEMPLATES.has(routeTemplate(path)), 'not a page'),
    /** The viewport's CSS width (innerWidth). */
    width: z.number().int().min(0).max(MAX_WIDTH),
    /** navigator.connection.effectiveType, where the browser tells it. */
    connection: z.string().max(32).optional(),
    metrics: MetricsSchema,
  })
  .transform(({ path, width, connection, metrics }) => ({
    template: routeTemplate(path),
    device: width < PHONE_BELOW_PX ? ('phone' as const) : ('desktop' as const),
    connection: EFFECTIVE_TYPES.find((type) => type === connection) ?? ('unknown' as const),
    metrics,
  }))

/** What the browser sends. */
export type VitalsReport = z.input<typeof VitalsReportSchema>
/** What is recorded of it. */
export type VitalsSample = z.output<typeof VitalsReportSchema>
