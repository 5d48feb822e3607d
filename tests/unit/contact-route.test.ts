import { POST } from '@/app/api/contact/route'
import { requestContext } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { captureLog } from '@/tests/support/log'

/** The JSON door of the contact form: a body it cannot read is a refusal the metrics and log count. */
let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

const invalid = async () => (await metrics().contactRefused.get()).values.find((value) => value.labels.reason === 'invalid')?.value ?? 0
const accepted = async () => (await metrics().contactAccepted.get()).values[0]?.value ?? 0

it.each([
  ['is not JSON', 'application/json', '{"senderName": '],
  ['is a JSON list', 'application/json', '[]'],
  ['is not sent as JSON', 'text/plain', JSON.stringify({ senderName: 'Asha' })],
])('counts a request whose body %s as invalid', async (_, type, body) => {
  const [invalidBefore, acceptedBefore] = [await invalid(), await accepted()]
  const request = new Request('http://site.test/api/contact', { method: 'POST', headers: { 'content-type': type }, body })
  const response = await requestContext().run({ requestId: 'req-1' }, () => POST(request))
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect((await invalid()) - invalidBefore).toBe(1)
  expect(await accepted()).toBe(acceptedBefore)
  expect(log.events).toEqual([
    expect.objectContaining({ event: 'contact.refused', reason: 'invalid', status: expect.any(Number), requestId: 'req-1' }),
  ])
})
