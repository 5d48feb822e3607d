import { NextRequest } from 'next/server'
import { requestContext } from '@/lib/log/log.mjs'
import { requestRules } from '@/lib/request-rules/rules'
import { proxy } from '@/proxy'
import { allSamples, describeSample, type Sample, samples } from '../support/request-rule-samples'

/**
 * The proxy's half of the cross-check of the request rules: proxy.ts itself decides each sample
 * as tests/support/request-rule-samples.ts says, which tests/e2e/request-rules.spec.ts holds a
 * real nginx with the generated site.conf to as well.
 */
const ask = (target: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  proxy(new NextRequest(new URL(target, 'http://site.test'), init))

/** What a client sees of an answer: its status and headers. */
const seen = (answer: Response) => JSON.stringify([answer.status, [...answer.headers].sort()])

async function decide(sample: Sample): Promise<boolean> {
  switch (sample.kind) {
    case 'method':
      return (await ask(sample.path, { method: sample.method })).status === 405
    case 'body': {
      const body = Buffer.alloc(sample.bytes, 'a')
      const answer = await ask(sample.path, {
        method: 'POST',
        body,
        headers: { 'content-length': String(sample.bytes), 'content-type': 'text/plain' },
      })
      return answer.status === 413
    }
    case 'spelling':
      return (await ask(sample.target)).status !== 308
    case 'query': {
      const [first, second] = await Promise.all(sample.queries.map((query) => ask(`${sample.path}?${query}`)))
      return seen(first!) !== seen(second!)
    }
    case 'path': {
      // As an instance serves it: the target as sent, recorded as the request starts.
      const method = sample.method ?? 'GET'
      const init = method === 'POST' ? { method, body: '', headers: { 'content-length': '0' } } : {}
      const answer = await requestContext().run({ requestId: 'sample', target: sample.target }, () => ask(sample.target, init))
      return answer.status === 400
    }
  }
}

const expected = (sample: Sample) => (sample.kind === 'spelling' ? sample.own : sample.kind === 'query' ? sample.read : sample.refused)

describe('the proxy decides each sample request as the table of request rules says', () => {
  it.each(allSamples.map((sample) => [describeSample(sample), sample] as const))('%s', async (_, sample) => {
    expect(await decide(sample)).toBe(expected(sample))
  })

  it('has samples of the query of every route that reads one, and of none that does not', () => {
    for (const [name, rule] of Object.entries(requestRules)) {
      const read = samples[name as keyof typeof requestRules].filter((sample) => sample.kind === 'query').map((sample) => sample.read)
      if (rule.query.length > 0) expect(read).toContain(true)
      else expect(read).not.toContain(true)
    }
  })
})
