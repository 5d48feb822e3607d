import { expect, test } from '@playwright/test'

/**
 * Links prefetch the pages they lead to as they scroll into view, so a tap opens the page at
 * once; but a phone downloads no picture of another page before the visitor goes there.
 */
test('scrolled to its foot on a phone, /contact prefetches other pages but downloads none of their images @mobile', async ({ page }) => {
  const images: string[] = []
  const prefetched = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'image') images.push(url.pathname === '/_next/image' ? url.searchParams.get('url')! : url.pathname)
    if (url.searchParams.has('_rsc') && url.pathname !== '/contact') prefetched.add(url.pathname)
  })
  await page.goto('/contact', { waitUntil: 'load' })
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('link', { name: 'Home', exact: true })).toBeInViewport()
  // The footer's links bring their pages' payloads; then the network rests.
  await expect.poll(() => prefetched.has('/') && prefetched.has('/products/all')).toBe(true)
  await page.waitForLoadState('networkidle')

  const own = await page.evaluate(() =>
    [...document.querySelectorAll('img, source')].flatMap((element) => {
      const urls = [
        element.getAttribute('src'),
        ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(' ')[0]),
      ]
      return urls
        .filter((url): url is string => !!url)
        .map((url) => {
          const parsed = new URL(url, location.href)
          return parsed.pathname === '/_next/image' ? parsed.searchParams.get('url')! : parsed.pathname
        })
    }),
  )
  expect(images.filter((image) => !own.includes(image))).toEqual([])
})
