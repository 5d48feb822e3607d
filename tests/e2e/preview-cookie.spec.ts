import { expect, test } from '@playwright/test'
import { createServer } from 'node:http'
import { embedded } from '../support/catalogue'
import { behindNginx, type Nginx, startNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { NOTICE, type PreviewCookies, previewCookies, previewLink, warm } from '../support/preview'
import { PREVIEW_SESSION_COOKIE } from '@/lib/preview/session'
import { type Answer, headerValues, send } from '../support/raw-http'
import { TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

const PREVIEW_SECRET = 'test-secret-of-the-preview-links'

/**
 * The Cookie header(s) of each way to name Next's draft-mode cookie, given its value, and whether
 * Next renders the request as a preview (its cookie parser splits at ";" and spaces, and takes the
 * name as it stands). Headers no browser sends: an attacker's, to make the public page carry the
 * preview's noindex into a shared cache.
 */
const spellings: { name: string; cookie: (value: string) => string | string[]; preview: boolean }[] = [
  { name: 'as a browser sends it', cookie: (value) => `__prerender_bypass=${value}`, preview: true },
  { name: 'after another cookie', cookie: (value) => `a=1; __prerender_bypass=${value}`, preview: true },
  { name: 'after another cookie, no space', cookie: (value) => `a=1;__prerender_bypass=${value}`, preview: true },
  { name: 'in a Cookie header of its own', cookie: (value) => ['a=1', `__prerender_bypass=${value}`], preview: true },
  { name: 'a tab before the name', cookie: (value) => `a=1;\t__prerender_bypass=${value}`, preview: false },
  { name: 'a tab before the "="', cookie: (value) => `__prerender_bypass\t=${value}`, preview: false },
  { name: 'a space before the "="', cookie: (value) => `a=1; __prerender_bypass =${value}`, preview: false },
  { name: 'tabs and spaces all around', cookie: (value) => `a=1; \t __prerender_bypass \t= ${value}`, preview: false },
]

const header = (answer: Answer, name: string) => headerValues(answer, name).join(', ')

/** A preview answer: the bar, private, no-store, noindex. */
function expectPreview(answer: Answer, what: string) {
  expect(answer.status, what).toBe(200)
  expect(answer.body, what).toContain(NOTICE)
  expect(header(answer, 'cache-control'), what).toMatch(/private.*no-store|no-store.*private/)
  expect(header(answer, 'x-robots-tag'), what).toBe('noindex, nofollow')
}

/** The public page: cacheable, indexable, no bar. */
function expectPublic(answer: Answer, what: string) {
  expect(answer.status, what).toBe(200)
  expect(answer.body, what).not.toContain(NOTICE)
  expect(header(answer, 'cache-control'), what).toMatch(/^s-maxage=\d+/)
  expect(header(answer, 'x-robots-tag'), what).toBe('')
}

test.describe('the draft-mode cookie, however it is spelled', () => {
  let nginx: Nginx
  let cookies: PreviewCookies
  /** A spelling of the draft-mode cookie, with the preview's signed expiry in a Cookie header of its own. */
  const cookieHeaders = (spelling: (typeof cases)[number]) =>
    [spelling.cookie(spelling.valid ? cookies.draft : '1'), `${PREVIEW_SESSION_COOKIE}=${cookies.session}`].flat()
  const servers = siteOnUpstream({
    timeout: 120_000,
    env: (upstream) => ({ API_URL: upstream.url, REVALIDATE_SECRET: TEST_SECRET, PREVIEW_SECRET, ...behindNginx }),
    afterStart: async ({ site }) => {
      nginx = await startNginx([site.url])
      cookies = await previewCookies(previewLink(site.url, { secret: PREVIEW_SECRET, path: '/' }))
    },
  })
  test.afterAll(async () => {
    await nginx?.stop()
  })

  const cases = spellings.flatMap((spelling) => [
    { ...spelling, name: `${spelling.name}, the build's preview id`, valid: true },
    { ...spelling, name: `${spelling.name}, another value`, preview: false, valid: false },
  ])

  test('next start marks noindex exactly the answers it renders as a preview', async () => {
    const page = `/products/frp/${embedded.frp[0]!.slug}`
    await warm(`${servers.site.url}${page}`)
    for (const spelling of cases) {
      const answer = await send(servers.site.url, page, { headers: { cookie: cookieHeaders(spelling) } })
      if (spelling.preview) expectPreview(answer, spelling.name)
      else expectPublic(answer, spelling.name)
    }
  })

  test('through nginx, no spelling is answered from the micro-cache or left in it: the next visitor gets the clean page', async () => {
    const pages = (['fan', 'light', 'solar', 'ac'] as const).flatMap((line) =>
      embedded[line].map((product) => `/products/${line}/${product.slug}`),
    )
    expect(pages.length).toBeGreaterThanOrEqual(cases.length)
    for (const [index, spelling] of cases.entries()) {
      const page = pages[index]!
      // An empty micro-cache slot: the spelled request is the first to reach the page.
      const spelled = await send(nginx.url, page, { headers: { cookie: cookieHeaders(spelling) } })
      expect(header(spelled, 'x-cache-status'), spelling.name).toBe('BYPASS')
      if (spelling.preview) expectPreview(spelled, spelling.name)
      else expectPublic(spelled, spelling.name)

      const visitor = await send(nginx.url, page)
      expectPublic(visitor, `${spelling.name}: the visitor after it`)
      expect(header(visitor, 'x-cache-status'), `${spelling.name}: the visitor after it`).toBe('MISS')
    }
  })

  test('nginx never keeps an answer marked noindex, whatever its Cache-Control', async () => {
    const port = await freePort()
    const server = createServer((request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'cache-control': 's-maxage=300',
        'x-frame-options': 'DENY',
        ...(request.url?.startsWith('/noindex') ? { 'x-robots-tag': 'noindex, nofollow' } : {}),
      })
      response.end('<!doctype html><title>page</title>')
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const front = await startNginx([`http://127.0.0.1:${port}`])
    try {
      const statuses = async (path: string) => {
        const seen = []
        for (let i = 0; i < 3; i++) seen.push(header(await send(front.url, path), 'x-cache-status'))
        return seen
      }
      expect(await statuses('/indexable')).toEqual(['MISS', 'HIT', 'HIT'])
      expect(await statuses('/noindex')).toEqual(['MISS', 'MISS', 'MISS'])
    } finally {
      await front.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
