import { expect, test } from '@playwright/test'
import { type Site, startSite } from '../support/site'

const SECRET = 'fuzz-secret-for-the-revalidation-webhook'

/** A few hundred bad bodies, of every kind a client could send. */
function badBodies(): { label: string; contentType: string; body: string }[] {
  const json = 'application/json'
  const values: unknown[] = [
    null,
    0,
    -1,
    1e308,
    true,
    '',
    'x',
    [],
    {},
    [[]],
    { a: { b: { c: {} } } },
    '<script>',
    '\u0000',
    '🌞'.repeat(50),
  ]
  const bodies: { label: string; contentType: string; body: string }[] = []
  const fields = ['senderName', 'senderEmail', 'messageSubject', 'messageBody', 'categories', 'slugs', 'tags']
  for (const field of fields) {
    for (const value of values)
      bodies.push({ label: `${field}=${JSON.stringify(value)?.slice(0, 20)}`, contentType: json, body: JSON.stringify({ [field]: value }) })
  }
  for (const value of values)
    bodies.push({ label: `top-level ${JSON.stringify(value)?.slice(0, 20)}`, contentType: json, body: JSON.stringify(value) })
  for (const broken of ['{', '{"a":', '[1,2', 'nul', '{"senderName": "x",}', '\u0000\u0001', '%7B%7D', '{"a":1}{"b":2}']) {
    bodies.push({ label: `malformed ${broken}`, contentType: json, body: broken })
  }
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '']) {
    bodies.push({ label: `content type ${contentType || 'none'}`, contentType, body: '{"categories":["fan"]}' })
  }
  bodies.push({ label: 'oversized', contentType: json, body: JSON.stringify({ messageBody: 'x'.repeat(200_000) }) })
  bodies.push({ label: 'deep nesting', contentType: json, body: '['.repeat(5000) + ']'.repeat(5000) })
  bodies.push({ label: 'missing fields', contentType: json, body: JSON.stringify({ senderName: 'Asha' }) })
  bodies.push({
    label: 'wrong types',
    contentType: json,
    body: JSON.stringify({ senderName: 1, senderEmail: 2, messageSubject: 3, messageBody: 4 }),
  })
  bodies.push({
    label: 'long email',
    contentType: json,
    body: JSON.stringify({ senderName: 'a', senderEmail: `${'a'.repeat(300)}@x.in`, messageSubject: 's', messageBody: 'm' }),
  })
  return bodies
}

test.describe('bad requests', () => {
  // In order in one worker, on one server: in parallel, each test would start a server of its own.
  test.describe.configure({ mode: 'default', timeout: 120_000 })
  let site: Site

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine; hooks otherwise get the 30 s default
    site = await startSite({
      REVALIDATE_SECRET: SECRET,
      OUTBOX_DIR: 'outbox',
      CONTACT_LIMIT_PER_CLIENT: '10000',
      CONTACT_LIMIT_TOTAL: '100000',
    })
  })
  test.afterAll(() => site?.dispose())

  for (const endpoint of ['/api/contact', '/api/revalidate']) {
    test(`${endpoint} answers every bad body with a clear 4xx, no stack trace, and keeps serving`, async () => {
      const bodies = badBodies()
      expect(bodies.length).toBeGreaterThan(100)
      for (const { label, contentType, body } of bodies) {
        const response = await fetch(`${site.url}${endpoint}`, {
          method: 'POST',
          headers: { ...(contentType ? { 'content-type': contentType } : {}), 'x-revalidate-secret': SECRET },
          body,
        })
        const text = await response.text()
        expect([label, response.status >= 400 && response.status < 500]).toEqual([label, true])
        expect(text).not.toMatch(/\n\s+at |node_modules|Error:/)
        expect(() => JSON.parse(text)).not.toThrow()
      }
      const alive = await fetch(`${site.url}/products/all`)
      expect(alive.status).toBe(200)
    })
  }
})
