import { expect, test } from '@playwright/test'
import { startSite } from '../support/site'

/**
 * A production server started without SITE_URL says so at start, once: its canonical URLs,
 * sitemap and robots.txt would otherwise name localhost without anyone noticing.
 */
test('a server without SITE_URL warns once as it starts, and not once SITE_URL is set', async () => {
  test.setTimeout(120_000)
  const site = await startSite({ SITE_URL: '' })
  try {
    const warnings = () => site.logs.filter((line) => line.includes('SITE_URL is not set')).length
    await fetch(`${site.url}/sitemap.xml`)
    await fetch(`${site.url}/robots.txt`)
    expect(warnings()).toBe(1)
    expect(site.logs.join('\n')).toContain('Set SITE_URL to the public origin')

    await site.restart({ SITE_URL: 'https://www.arkvolt.example' })
    await fetch(`${site.url}/sitemap.xml`)
    expect(warnings()).toBe(1)
  } finally {
    await site.dispose()
  }
})
