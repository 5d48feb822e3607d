import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'
import { fillContactForm, sampleMessage } from '../support/contact'

/**
 * The production runtime's smoke test (playwright.node24.config.ts, run by
 * scripts/test-node24.sh): the server is the Node the Dockerfile ships, and a visitor's path
 * through the site works on it. The full suite runs on the machine's Node.
 */
const expectedMajor = process.env.NODE24_EXPECTED_MAJOR ?? '24'
const dataDir = path.resolve(__dirname, '../../.data/node24-smoke')

const submit = (page: Page) => page.getByRole('button', { name: /Send Message|Sending/ })
const formAlert = (page: Page) => page.locator('form [role="alert"]')

test(`next start runs on Node ${expectedMajor}, the binary that runs these tests`, async ({ request }) => {
  expect(process.versions.node.split('.')[0], `tests run on ${process.version}`).toBe(expectedMajor)
  const pid = readFileSync(path.join(dataDir, 'server.pid'), 'utf8').trim()
  const serverBinary = realpathSync(`/proc/${pid}/exe`)
  const serverVersion = execFileSync(serverBinary, ['--version'], { encoding: 'utf8' }).trim()
  console.log(`next start (pid ${pid}) runs ${serverBinary}: Node ${serverVersion}`)
  expect(serverBinary).toBe(realpathSync(process.execPath))
  expect(serverVersion).toBe(process.version)
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', upstream: 'embedded', redis: 'unused' })
})

test('the home page', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We invest in the world's potential")
})

test('a product line lists its products', async ({ page }) => {
  const response = await page.goto('/products/fan')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Same breeze. Half the bill.')
  for (const product of embedded.fan) await expect(page.locator(`main a[href="/products/fan/${product.slug}"]`).first()).toBeAttached()
})

test('a product page, and its image through the optimizer (sharp)', async ({ page }) => {
  const product = first(embedded.light)
  const response = await page.goto(`/products/light/${product.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  await expect(page.getByText(product.keyFeatures[0]!, { exact: true })).toBeVisible()
  const image = await page.request.get(`/_next/image?url=${encodeURIComponent(product.images.cover)}&w=640&q=75`, {
    headers: { accept: 'image/webp' },
  })
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
})

test('the contact form sends a message into the outbox', async ({ page }) => {
  const message = { ...sampleMessage, messageSubject: `Node ${process.version} smoke ${Date.now()}` }
  await page.goto('/contact')
  await expect(submit(page)).toBeDisabled()
  await fillContactForm(page, message)
  await submit(page).click()
  await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
  const pending = path.join(dataDir, 'outbox', 'pending')
  const stored = () =>
    existsSync(pending)
      ? readdirSync(pending)
          .filter((name) => name.endsWith('.json'))
          .map((name) => JSON.parse(readFileSync(path.join(pending, name), 'utf8')).message)
      : []
  await expect.poll(stored).toContainEqual(message)
})

test('an unknown page is a 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/products/fan/no-such-fan')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
})
