import { actionBodyProblem, formActionProblem, isCrossOrigin, replyProblem } from './action-call'

describe('isCrossOrigin', () => {
  const headers = (values: Record<string, string>) => new Headers({ host: 'www.example.com', ...values })

  it("takes a post from the site's own origin, or one that names none", () => {
    expect(isCrossOrigin(headers({ origin: 'https://www.example.com' }))).toBe(false)
    expect(isCrossOrigin(headers({}))).toBe(false)
    expect(isCrossOrigin(headers({ origin: 'https://www.example.com', 'x-forwarded-host': 'www.example.com, proxy' }))).toBe(false)
    expect(isCrossOrigin(new Headers({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(false)
  })

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'https://www.example.com:8443'],
    ['an opaque origin', 'null'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_, origin) => {
    expect(isCrossOrigin(headers({ origin }))).toBe(true)
  })

  it('compares with the forwarded host first, as Next does', () => {
    expect(isCrossOrigin(headers({ origin: 'https://www.example.com', 'x-forwarded-host': 'other.example' }))).toBe(true)
  })
})

const reply = (parts: Record<string, string>, prefix?: string) => replyProblem(new Map(Object.entries(parts)), prefix)

describe('replyProblem', () => {
  it('takes what the contact form sends: its state and its fields, or references to parts the body holds', () => {
    expect(reply({ '0': '[{"status":"idle"},"$K1"]', _1_senderName: 'Asha' })).toBeNull()
    expect(reply({ '0': '[{"status":"error","typed":{"senderName":"$$5 off"},"problems":"$u"},"$K1"]' })).toBeNull()
    expect(reply({ '0': '["$@1"]', '1': '{"status":"idle"}' })).toBeNull()
    expect(reply({ '0': '["$a"]', '10': '[]' })).toBeNull()
    expect(reply({ '$ACTION_1:0': '{"id":"60bd","bound":"$@1"}', '$ACTION_1:1': '[{"status":"idle"}]' }, '$ACTION_1:')).toBeNull()
  })

  it.each([
    ['no root', { '1': '[]' }],
    ['a root that is no JSON', { '0': '{{{garbage' }],
    ['a reference to a part the body lacks', { '0': '["$Q9"]' }],
    ['a forward reference to nothing', { '0': '["$@5"]' }],
    ['a referenced part that is no JSON', { '0': '["$1"]', '1': 'x' }],
    ['a Map, a Set, a blob, a typed array, a big integer', { '0': '["$Q1","$W1","$B1","$A1","$n12345"]', '1': '[]' }],
    ['a server reference', { '0': '["$h1"]', '1': '{"id":"x"}' }],
    ['a temporary reference', { '0': '["$T"]' }],
    ['a path into a part', { '0': '["$1:a:b"]', '1': '{"a":{"b":1}}' }],
    ['nesting past reason', { '0': `${'['.repeat(40)}${']'.repeat(40)}` }],
    [
      'references past reason',
      {
        '0': JSON.stringify(Array.from({ length: 101 }, (_, i) => `$${(i + 1).toString(16)}`)),
        ...Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i + 1), '1'])),
      },
    ],
  ])('refuses %s', (_, parts) => {
    expect(reply(parts)).not.toBeNull()
  })

  it('follows a cycle of references once', () => {
    expect(reply({ '0': '["$1"]', '1': '["$0"]' })).toBeNull()
  })
})

describe('formActionProblem', () => {
  const form = (fields: Record<string, string>) => formActionProblem(new Map(Object.entries(fields)))

  it('takes the form as the page renders it, and a post naming no action', () => {
    expect(
      form({
        $ACTION_REF_1: '',
        '$ACTION_1:0': '{"id":"60bd","bound":"$@1"}',
        '$ACTION_1:1': '[{"status":"idle"}]',
        $ACTION_KEY: 'k',
        senderName: 'Asha',
      }),
    ).toBeNull()
    expect(form({ senderName: 'Asha' })).toBeNull()
  })

  it.each([
    ['bound arguments that are no JSON', { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":', '$ACTION_1:1': '[]' }],
    ['bound arguments that are missing', { $ACTION_REF_1: '' }],
    ['a reference to a missing part', { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"60bd","bound":"$@1"}' }],
    ['no action named', { $ACTION_REF_1: '', '$ACTION_1:0': '{"bound":null}' }],
  ])('refuses %s', (_, fields) => {
    expect(form(fields)).not.toBeNull()
  })
})

describe('actionBodyProblem', () => {
  const post = (body: BodyInit, headers: Record<string, string>) =>
    new Request('http://site.test/contact', { method: 'POST', body, headers })

  it("reads a script's call as a reply, multipart or text, and leaves other posts to Next", async () => {
    const good = new FormData()
    good.set('0', '[{"status":"idle"},"$K1"]')
    good.set('_1_senderName', 'Asha')
    expect(await actionBodyProblem(post(good, { 'next-action': 'ab' }))).toBeNull()
    expect(await actionBodyProblem(post('["a","b"]', { 'next-action': 'ab', 'content-type': 'text/plain' }))).toBeNull()
    expect(await actionBodyProblem(post('{{{', { 'next-action': 'ab', 'content-type': 'text/plain' }))).not.toBeNull()
    expect(await actionBodyProblem(post('{{{', { 'content-type': 'text/plain' }))).toBeNull()
    expect(await actionBodyProblem(post('a=1', { 'next-action': 'ab', 'content-type': 'application/x-www-form-urlencoded' }))).toBeNull()
  })

  it('refuses a multipart body that is no form', async () => {
    const broken = post('--x\r\ncontent-disposition: form-data; name="0"\r\n\r\n[]', {
      'next-action': 'ab',
      'content-type': 'multipart/form-data; boundary=y',
    })
    expect(await actionBodyProblem(broken)).toBe('a malformed form')
  })
})
