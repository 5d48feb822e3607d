import type { Send } from './raw-http'

/** The contact form's action as the page renders it for browsers without JavaScript: its hidden fields and its action's id. */
export function contactAction(html: string) {
  const field = (name: string) => {
    const value = new RegExp(`name="${name.replace(/\$/g, '\\$')}"(?: value="([^"]*)")?`).exec(html)
    if (!value) throw new Error(`the contact form has no ${name} field`)
    return (value[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  }
  const bound = field('$ACTION_1:0')
  return {
    id: (JSON.parse(bound) as { id: string }).id,
    hidden: [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', bound],
      ['$ACTION_1:1', field('$ACTION_1:1')],
      ['$ACTION_KEY', field('$ACTION_KEY')],
    ] as [string, string][],
  }
}

/** A multipart body with its fields in the given order. */
function multipart(fields: [string, string][]) {
  const boundary = `----action-${Math.random().toString(16).slice(2)}`
  const body = fields.map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${body}--${boundary}--\r\n` }
}

const message: [string, string][] = [
  ['senderName', 'Asha Kulkarni'],
  ['senderEmail', 'asha@example.org'],
  ['messageSubject', 'Quote'],
  ['messageBody', 'Please quote for 40 fans.'],
]

/**
 * Posts to the contact page no form of the site sends, each with the status range it must get:
 * from another origin (403), and bodies Next could not decode or the action could not take (4xx).
 */
export function hostileActionPosts(action: ReturnType<typeof contactAction>): { name: string; request: Send; expect: RegExp }[] {
  const fromScript = (root: string, more: [string, string][] = []) => {
    const form = multipart([...more, ['0', root]])
    return { method: 'POST', headers: { 'next-action': action.id, 'content-type': form.type }, body: form.body }
  }
  const asText = (body: string) => ({
    method: 'POST',
    headers: { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8' },
    body,
  })
  const withoutScript = (fields: [string, string][], headers: Record<string, string> = {}) => {
    const form = multipart(fields)
    return { method: 'POST', headers: { 'content-type': form.type, ...headers }, body: form.body }
  }
  const good = fromScript(
    '[{"status":"idle"},"$K1"]',
    message.map(([name, value]) => [`_1_${name}`, value]),
  )
  return [
    {
      name: 'from another site, with JavaScript',
      request: { ...good, headers: { ...good.headers, origin: 'https://evil.example' } },
      expect: /^403$/,
    },
    {
      name: 'from another site, without JavaScript',
      request: withoutScript([...action.hidden, ...message], { origin: 'https://evil.example' }),
      expect: /^403$/,
    },
    { name: 'from an opaque origin', request: { ...good, headers: { ...good.headers, origin: 'null' } }, expect: /^403$/ },
    { name: 'from an origin that is no URL', request: { ...good, headers: { ...good.headers, origin: 'not a url' } }, expect: /^403$/ },
    { name: 'text that is no JSON', request: asText('{{{garbage'), expect: /^4\d\d$/ },
    { name: 'text referring to a part it lacks', request: asText('["$Q9"]'), expect: /^4\d\d$/ },
    { name: 'text of other arguments', request: asText('["a","b"]'), expect: /^4\d\d$/ },
    { name: 'a root that is no JSON', request: fromScript('[{"status":'), expect: /^4\d\d$/ },
    { name: 'a forward reference to nothing', request: fromScript('["$@5"]'), expect: /^4\d\d$/ },
    { name: 'a Map the body lacks', request: fromScript('[{"status":"idle"},"$Q9"]'), expect: /^4\d\d$/ },
    { name: 'a big integer past reason', request: fromScript(`[{"status":"idle"},"$n${'9'.repeat(400)}"]`), expect: /^4\d\d$/ },
    { name: 'nesting past reason', request: fromScript(`${'['.repeat(2000)}${']'.repeat(2000)}`), expect: /^4\d\d$/ },
    { name: 'no root at all', request: fromScript('', []), expect: /^4\d\d$/ },
    {
      name: 'a multipart body that is no form',
      request: {
        method: 'POST',
        headers: { 'next-action': action.id, 'content-type': 'multipart/form-data; boundary=y' },
        body: '--x\r\n\r\n',
      },
      expect: /^4\d\d$/,
    },
    {
      name: 'bound arguments that are no JSON, without JavaScript',
      request: withoutScript([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":'], ...message]),
      expect: /^4\d\d$/,
    },
    {
      name: 'bound arguments the body lacks, without JavaScript',
      request: withoutScript([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${action.id}","bound":"$@1"}`], ...message]),
      expect: /^4\d\d$/,
    },
  ]
}
