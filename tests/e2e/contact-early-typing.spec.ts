import { expect, type Page, type Route, test } from '@playwright/test'
import { contactForm } from '@/content/contact'
import { labels } from '@/content/labels'
import { embedded, first } from '../support/catalogue'
import { fillContactForm, formAlert, sampleMessage, sendButton } from '../support/contact'

/**
 * The contact page with its scripts held, as a slow network holds them after the page has painted:
 * `release` lets them run and waits until React has hydrated.
 */
async function contactPageBeforeScripts(page: Page) {
  const held: Route[] = []
  await page.route('**/_next/static/**/*.js', (route) => void held.push(route))
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  return async function release() {
    await Promise.all(held.map((route) => route.continue()))
    await page.unroute('**/_next/static/**/*.js')
    await expect(page.getByRole('button', { name: labels.menu, includeHidden: true })).toBeAttached()
  }
}

test('words typed before the page’s scripts ran are kept once they run, and are the ones sent', async ({ page }) => {
  const release = await contactPageBeforeScripts(page)
  await fillContactForm(page, { ...sampleMessage, senderEmail: 'asha@' })
  await release()

  // The visitor left the email before the form could check it: its problem shows now.
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(contactForm.fieldProblems.email)
  // Put right, the form renders again, and every other word is still there.
  await email.fill('asha@example.org')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue(sampleMessage.senderName)
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(sampleMessage.messageBody)
  await expect(page.getByLabel('I agree to the Privacy Policy and Terms of Service.')).toBeChecked()
  await sendButton(page).click()
  await expect(formAlert(page)).toHaveText(contactForm.success)
})

test('an email still being typed as the scripts run is judged only once the visitor leaves it', async ({ page }) => {
  const release = await contactPageBeforeScripts(page)
  const email = page.getByLabel('Email', { exact: true })
  await email.fill('asha@')
  await release()
  // Send is unavailable once the form runs, with the email incomplete.
  await expect(sendButton(page)).toBeDisabled()
  await expect(email).toBeFocused()
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.press('Tab')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
})

test('a form only as the page rendered it, an enquiry’s subject filled in, asks for its token only when the visitor reaches it', async ({
  page,
}) => {
  const tokens: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/contact/token') tokens.push(request.url())
  })
  await page.goto(`/contact?product=${first(embedded.light).slug}`)
  await expect(page.getByRole('button', { name: labels.menu, includeHidden: true })).toBeAttached()
  await expect(page.getByLabel('Subject', { exact: true })).not.toHaveValue('')
  await page.waitForLoadState('networkidle')
  expect(tokens).toEqual([])
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/contact/token')
  await page.getByLabel('Your name', { exact: true }).focus()
  await asked
})
