import { captureLog } from '@/tests/support/log'
import { countOf, post, PROXY_SECRET, report, resetVitals } from '@/tests/support/vitals-reports'
import { createVitalsLimiter, VITALS_LIMITS } from './rate-limit'
import { receiveVitals } from './receive'

const lcpCount = (labels: string) => countOf('LCP', labels)

beforeEach(resetVitals)

describe('the limits of reports and samples', () => {
  const fromClient = (address: string) => ({ 'x-real-ip': address, 'x-proxy-secret': PROXY_SECRET })
  const PRODUCT_DESKTOP = 'template="/products/[category]/[slug]",device="desktop",connection="4g"'

  it('refuses a client past its reports a minute (429), logs it once, and leaves other clients be', async () => {
    const log = captureLog()
    try {
      const options = { limiter: createVitalsLimiter(), proxySecret: PROXY_SECRET }
      const statuses: number[] = []
      for (let i = 0; i < VITALS_LIMITS.reportsPerMinute + 10; i++) {
        statuses.push((await receiveVitals(post(report(), fromClient('2001:db8:1:2::1')), options)).status)
      }
      expect(statuses).toEqual([...Array(VITALS_LIMITS.reportsPerMinute).fill(204), ...Array(10).fill(429)])
      // Another address of the same /64 is the same subscriber.
      expect((await receiveVitals(post(report(), fromClient('2001:db8:1:2::ffff')), options)).status).toBe(429)
      expect((await receiveVitals(post(report(), fromClient('2001:db8:1:3::1')), options)).status).toBe(204)
      const refusals = log.events.filter((event) => event.event === 'rate_limit.refused')
      expect(refusals).toEqual([expect.objectContaining({ level: 'warn', limit: 'vitals' })])
      expect(JSON.stringify(refusals)).not.toContain('2001:db8')
    } finally {
      log.restore()
    }
  })

  it('adds one sample a template of a client in 10 minutes, answering the rest 204 without a log line', async () => {
    const log = captureLog()
    try {
      const options = { limiter: createVitalsLimiter(), proxySecret: PROXY_SECRET }
      const statuses = new Set<number>()
      // Two templates, slow and fast alike, from addresses of one /64: all it may send in a minute.
      for (let i = 0; i < VITALS_LIMITS.reportsPerMinute / 2; i++) {
        const body = report({ width: 390, metrics: { LCP: i % 2 ? 60_000 : 100, INP: 40, CLS: 0 } })
        statuses.add((await receiveVitals(post(body, fromClient(`2001:db8:1:2::${i + 1}`)), options)).status)
        statuses.add((await receiveVitals(post(report({ path: '/', width: 390 }), fromClient(`2001:db8:1:2::${i + 1}`)), options)).status)
      }
      expect(statuses).toEqual(new Set([204]))
      expect(await countOf('LCP', 'template="/products/[category]/[slug]",device="phone",connection="4g"')).toBe(1)
      expect(await countOf('INP')).toBe(1)
      expect(await countOf('CLS')).toBe(1)
      expect(await lcpCount('template="/",device="phone",connection="4g"')).toBe(1)
      expect(log.events.filter((event) => event.event === 'rate_limit.refused')).toEqual([])
    } finally {
      log.restore()
    }
  })

  it('adds ten samples a template of a network (an IPv4 /24) in 10 minutes, whatever its clients send', async () => {
    const options = { limiter: createVitalsLimiter(), proxySecret: PROXY_SECRET }
    for (let n = 1; n <= 40; n++) {
      for (let i = 0; i < 3; i++) expect((await receiveVitals(post(report(), fromClient(`198.51.100.${n}`)), options)).status).toBe(204)
    }
    expect(await lcpCount(PRODUCT_DESKTOP)).toBe(VITALS_LIMITS.samplesPerNetwork)
    expect((await receiveVitals(post(report(), fromClient('198.51.101.1')), options)).status).toBe(204)
    expect(await lcpCount(PRODUCT_DESKTOP)).toBe(VITALS_LIMITS.samplesPerNetwork + 1)
  })

  it('counts every request that bypassed the proxy as one client', async () => {
    const options = { limiter: createVitalsLimiter(), proxySecret: PROXY_SECRET }
    for (let n = 1; n <= 5; n++) await receiveVitals(post(report(), { 'x-real-ip': `192.0.2.${n}`, 'x-proxy-secret': 'forged' }), options)
    expect(await lcpCount(PRODUCT_DESKTOP)).toBe(1)
  })

  it('spends nothing of a client for reports it refuses as malformed', async () => {
    const options = { limiter: createVitalsLimiter({ ...VITALS_LIMITS, reportsPerMinute: 2 }), proxySecret: PROXY_SECRET }
    for (let i = 0; i < 5; i++) expect((await receiveVitals(post('junk', fromClient('192.0.2.7')), options)).status).toBe(400)
    for (let i = 0; i < 5; i++) {
      expect((await receiveVitals(post(report({ metrics: { LCP: 1e9 } }), fromClient('192.0.2.7')), options)).status).toBe(400)
    }
    expect((await receiveVitals(post(report(), fromClient('192.0.2.7')), options)).status).toBe(204)
    expect(await lcpCount(PRODUCT_DESKTOP)).toBe(1)
  })
})
