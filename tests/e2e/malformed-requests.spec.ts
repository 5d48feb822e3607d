import { expect, test } from '@playwright/test'
import { contactAction, hostileActionPosts } from '../support/action-bodies'
import { embedded } from '../support/catalogue'
import { headerValues, send } from '../support/raw-http'

const fan = embedded.fan[0]!

test.describe('requests Next would answer with a 500, or store for nothing', () => {
  const cover = encodeURIComponent(fan.images.cover)

  test('malformed paths are a 400', async ({ baseURL }) => {
    for (const url of ['/%', '/%zz', '/products/%E0%A4%A']) {
      const response = await fetch(`${baseURL}${url}`)
      expect(response.status, url).toBe(400)
    }
  })

  test('a path with an encoded slash, backslash or dot segment is a 400, as nginx answers it', async ({ baseURL }) => {
    // Next would resolve the first into /api/health and render a page for the second.
    for (const [method, target] of [
      ['GET', '/products/%2e%2e/api/health'],
      ['GET', '/products/%2E./api/health'],
      ['POST', '/contact/..%2Fapi/vitals'],
      ['GET', '/products%5Cfan'],
    ] as const) {
      const answer = await send(baseURL!, target, { method, headers: { 'content-length': '0' } })
      expect(answer.status, `${method} ${target}`).toBe(400)
      expect(headerValues(answer, 'x-frame-options'), target).toEqual(['DENY'])
    }
    expect((await send(baseURL!, '/search?q=a%2Fb')).status).toBe(200)
  })

  test('a path spelled with encoded letters or digits is a 308 to its one spelling, on every kind of route', async ({ baseURL }) => {
    const product = `/products/fan/${fan.slug}`
    const paths: [spelled: string, canonical: string][] = [
      ['/contac%74', '/contact'],
      ['/brand%73', '/brands'],
      ['/products/%61c', '/products/ac'],
      [`${product.slice(0, -1)}%${product.charCodeAt(product.length - 1).toString(16)}`, product],
      [`${product}/opengraph-imag%65`, `${product}/opengraph-image`],
      ['/about/histor%79', '/about/history'],
      ['/api/%68ealth', '/api/health'],
      ['/api/catalogue/logos/happy-custome%72', '/api/catalogue/logos/happy-customer'],
      ['/sitemap.xm%6c', '/sitemap.xml'],
      ['/robots.tx%74', '/robots.txt'],
      ['/icon.sv%67', '/icon.svg'],
      [`/_next/imag%65?url=${cover}&w=640&q=75`, `/_next/image?url=${cover}&w=640&q=75`],
    ]
    for (const [spelled, canonical] of paths) {
      const response = await fetch(`${baseURL}${spelled}`, { redirect: 'manual' })
      expect(response.status, spelled).toBe(308)
      expect(response.headers.get('location'), spelled).toBe(canonical)
      expect(response.headers.get('x-frame-options'), spelled).toBe('DENY')
      expect((await fetch(`${baseURL}${canonical}`, { redirect: 'manual' })).status, canonical).toBe(200)
    }
    const webhook = await fetch(`${baseURL}/api/%72evalidate`, { method: 'POST', body: '{}', redirect: 'manual' })
    expect(webhook.status).toBe(308)
    expect(webhook.headers.get('location')).toBe('/api/revalidate')
  })

  test('the image optimizer takes only the canonical URL of an image folder, and only GET', async ({ baseURL }) => {
    expect((await fetch(`${baseURL}/_next/image?url=${cover}&w=640&q=75`)).status).toBe(200)
    for (const url of [
      `${cover}%23x`,
      `${cover}%3Fv%3D1`,
      encodeURIComponent(fan.images.cover.replace('/fan/', '/fan/./')),
      encodeURIComponent('/brochure.pdf'),
    ]) {
      const response = await fetch(`${baseURL}/_next/image?url=${url}&w=640&q=75`)
      expect(response.status, url).toBe(400)
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${baseURL}/_next/image?url=${cover}&w=640&q=75`, { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })

  test('an oversized form post is a 413, with or without JavaScript; one of unknown length a 411', async ({ baseURL }) => {
    const withScript = await fetch(`${baseURL}/contact`, {
      method: 'POST',
      headers: { 'next-action': '0'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
      body: 'a'.repeat(70 * 1024),
    })
    expect(withScript.status).toBe(413)
    const withoutScript = new FormData()
    withoutScript.set('messageBody', 'a'.repeat(70 * 1024))
    expect((await fetch(`${baseURL}/contact`, { method: 'POST', body: withoutScript })).status).toBe(413)
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('a'.repeat(70 * 1024)))
        controller.close()
      },
    })
    const unknownLength = await fetch(`${baseURL}/contact`, {
      method: 'POST',
      headers: { 'next-action': '0'.repeat(42) },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(unknownLength.status).toBe(411)
  })

  test('a server-action post from another site, or with a body no form sends, is a 4xx, never a 500', async ({ baseURL }) => {
    const action = contactAction((await send(baseURL!, '/contact')).body)
    for (const { name, request, expect: status } of hostileActionPosts(action)) {
      const answer = await send(baseURL!, '/contact', request)
      expect(String(answer.status), name).toMatch(status)
    }
  })

  test('methods the site never uses are a 405 on pages and the API alike', async ({ baseURL }) => {
    for (const url of ['/', '/products/all', '/api/contact', '/api/revalidate']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await fetch(`${baseURL}${url}`, { method })
        expect(response.status, `${method} ${url}`).toBe(405)
        expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
      }
    }
  })

  test("a client-side navigation to a made-up product is a 404 carrying the 404 page's payload, never a redirect to an inner path", async ({
    baseURL,
  }) => {
    const response = await fetch(`${baseURL}/products/fan/made-up?_rsc=x`, { headers: { RSC: '1' }, redirect: 'manual' })
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('content-type')).toContain('text/x-component')
  })

  test('a 404 is the not-found page, naming no address of the server that answered it', async ({ baseURL }) => {
    for (const [url, headers] of [
      ['/products/fan/made-up', {}],
      ['/products/made-up/made-up', {}],
      ['/products/fan/made-up?_rsc=x', { RSC: '1' }],
    ] as const) {
      const response = await fetch(`${baseURL}${url}`, { headers, redirect: 'manual' })
      expect(response.status, url).toBe(404)
      expect(response.headers.get('x-middleware-rewrite'), url).toBeNull()
      expect(await response.text(), url).toContain('We could not find that page')
    }
  })

  test('redirects and refusals carry the security headers, once', async ({ baseURL }) => {
    const answers = [
      ['/about', 308, '/about/history'],
      ['/services', 308, '/services/solarContractor'],
      ['/contact/', 308, '/contact'],
      ['/%', 400, null],
      ['/products/fan/made-up', 404, null],
    ] as const
    for (const [url, status, location] of answers) {
      const response = await fetch(`${baseURL}${url}`, { redirect: 'manual' })
      expect(response.status, url).toBe(status)
      if (location) expect(response.headers.get('location'), url).toBe(location)
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(response.headers.get('x-frame-options'), url).toBe('DENY')
      expect(response.headers.get('content-security-policy'), url).toMatch(/^default-src 'self'; /)
      expect(response.headers.get('content-security-policy'), url).not.toContain(', ')
    }
  })
})
