import { expect, test } from '@playwright/test'
import { embedded } from '../support/catalogue'
import { type Nginx, startNginx, startSiteBehindNginx } from '../support/nginx'
import { get, inPreview, NOTICE, previewCookies, previewLink, warm } from '../support/preview'
import { TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis } from '../support/servers'

// In order, on one worker: the tests share two instances, Redis and nginx.
test.describe.configure({ mode: 'default' })

const PREVIEW_SECRET = 'test-secret-of-the-preview-links'

/**
 * Two instances of one build on one Redis, behind the deployment's nginx: the draft-mode cookie
 * is the build's preview id, so a preview opened on one instance works on the other, and nginx's
 * micro-cache neither answers nor keeps anything for a request that carries it.
 */
test.describe('preview on several instances', () => {
  let nginx: Nginx
  const servers = instancesOnRedis({
    timeout: 90_000,
    startTimeout: 120_000,
    env: ({ redis, upstream }) => ({
      API_URL: upstream.url,
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: TEST_SECRET,
      PREVIEW_SECRET,
      OUTBOX_DIR: 'outbox',
    }),
    start: (env) => Promise.all([startSiteBehindNginx(env), startSiteBehindNginx(env)]),
    afterStart: async ({ a, b }) => {
      nginx = await startNginx([a.url, b.url])
    },
    beforeStop: async () => {
      await nginx?.stop()
    },
  })

  /** A light's page, fresh in the one page cache of both instances, then renamed upstream. */
  const renameLight = async (index: number, name: string) => {
    const light = embedded.light[index]!
    const path = `/products/light/${light.slug}`
    await warm(`${servers.b.url}${path}`)
    servers.upstream.updateProduct(light.slug, { name })
    return { published: light.name, path }
  }

  test('a preview opened on instance A shows the edit on instance B, whose visitors keep the cached page', async () => {
    const { published, path } = await renameLight(1, 'Previewed Across Instances')
    const cookie = await previewCookies(previewLink(servers.a.url, { secret: PREVIEW_SECRET, path }))
    const onB = await get(`${servers.b.url}${path}`, inPreview(cookie))
    expect(onB.html).toContain('Previewed Across Instances')
    expect(onB.html).toContain(NOTICE)
    const publicOnB = await get(`${servers.b.url}${path}`)
    expect(publicOnB.response.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(publicOnB.html).toContain(published)
    expect(publicOnB.html).not.toContain(NOTICE)
  })

  test("through nginx, the cookie's value, Next's own regeneration secret, cannot make a page regenerate", async () => {
    const { published, path } = await renameLight(3, 'Forced Regeneration Light')
    const cookie = await previewCookies(previewLink(nginx.url, { secret: PREVIEW_SECRET, path }))
    const forced = await get(`${nginx.url}${path}`, { 'x-prerender-revalidate': cookie.draft })
    expect(forced.html.includes('Forced Regeneration Light'), 'the page was regenerated').toBe(false)
    const onA = await get(`${servers.a.url}${path}`)
    expect(onA.response.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(onA.html).toContain(published)
  })

  test('through nginx, a preview is never answered from the micro-cache nor stored in it', async () => {
    const { published, path } = await renameLight(2, 'Previewed Behind Nginx')
    const cookie = await previewCookies(previewLink(nginx.url, { secret: PREVIEW_SECRET, path }))

    // First asked with the cookie: nothing is stored, so the visitor after it is a miss.
    const preview = await get(`${nginx.url}${path}`, inPreview(cookie))
    expect(preview.html).toContain('Previewed Behind Nginx')
    expect(preview.response.headers.get('x-cache-status')).toBe('BYPASS')
    const visitor = await get(`${nginx.url}${path}`)
    expect(visitor.response.headers.get('x-cache-status')).toBe('MISS')
    expect(visitor.html).toContain(published)

    // Then with a page in the cache: the preview still reaches an instance.
    expect((await get(`${nginx.url}${path}`)).response.headers.get('x-cache-status')).toBe('HIT')
    const again = await get(`${nginx.url}${path}`, inPreview(cookie))
    expect(again.response.headers.get('x-cache-status')).toBe('BYPASS')
    expect(again.html).toContain('Previewed Behind Nginx')
  })
})
