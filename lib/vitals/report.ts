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

/** Times as web-vitals gives them, in ms: a minute is far past anything a page really takes. */
const milliseconds = z.number().min(0).max(60_000)

const MetricsSchema = z
  .strictObject({
    LCP: milliseconds.optional(),
    INP: milliseconds.optional(),
    FCP: milliseconds.optional(),
    TTFB: milliseconds.optional(),
    CLS: z.number().min(0).max(10).optional(),
  })
  .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), 'no metric')

export const VitalsReportSchema = z
  .strictObject({
    /** location.pathname: no query, no hash, and no dot segments, which a browser resolves. */
    path: z
      .string()
      .max(1024)
      .regex(/^\/[^?#]*$/)
      .refine((path) => !/\/\.\.?(\/|$)/.test(path), 'dot segment')
      .refine((path) => PAGE_TEMPLATES.has(routeTemplate(path)), 'not a page'),
    /** The viewport's CSS width. */
    width: z.number().int().min(0).max(10_000),
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
