import { expect, test } from '@playwright/test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { startUpstream } from '../fixtures/upstream/server'
import { contactForm } from '@/content/contact'
import { labels } from '@/content/labels'
import { policyLinks } from '@/content/navigation'
import { expectFormCleared, fillContactForm, formAlert, limitRefusal, sampleMessage, sendButton } from '../support/contact'
import { startSite } from '../support/site'

/** The line beside Send, with what it lists. */
const stillNeeded = (items: string) => contactForm.stillNeeded.replace('{{items}}', items)

test.describe('contact form', () => {
  test('submit stays disabled until every field is filled, the email is valid and consent is given', async ({ page }) => {
    await page.goto('/contact')
    await expect(sendButton(page)).toBeDisabled()
    await page.getByLabel('Your name', { exact: true }).fill(sampleMessage.senderName)
    const email = page.getByLabel('Email', { exact: true })
    await expect(email).toHaveAttribute('type', 'email')
    await email.fill('asha@')
    await email.blur()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveCSS('border-color', 'rgb(220, 38, 38)')
    await email.fill('ASHA@Example.ORG')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Subject', { exact: true }).fill(sampleMessage.messageSubject)
    await page.getByLabel('Message', { exact: true }).fill(sampleMessage.messageBody)
    await expect(sendButton(page)).toBeDisabled()
    await page.getByLabel('I agree to the Privacy Policy and Terms of Service.').check()
    await expect(sendButton(page)).toBeEnabled()
    await page.getByLabel('Subject', { exact: true }).fill('   ')
    await expect(sendButton(page)).toBeDisabled()
  })

  test('required fields are marked, and beside Send a line says what is still needed, read with the button', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByText(contactForm.requiredNote)).toBeVisible()
    for (const label of ['Your name', 'Email', 'Subject', 'Message']) {
      await expect(page.locator('label', { hasText: label }).first().locator('..')).toContainText(`${label} *`)
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
    }
    const { needed: named } = contactForm
    await expect(sendButton(page)).toHaveAccessibleDescription(
      stillNeeded(`${named.senderName}, ${named.senderEmail}, ${named.messageSubject}, ${named.messageBody} and ${named.consent}`),
    )
    // Unavailable but reachable: the keyboard gets to it and hears why.
    await page.locator('form').getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(sendButton(page)).toBeFocused()

    await page.getByLabel('Your name', { exact: true }).fill(sampleMessage.senderName)
    await page.getByLabel('Email', { exact: true }).fill('asha@')
    await expect(sendButton(page)).toHaveAccessibleDescription(
      stillNeeded(`a valid email address, ${named.messageSubject}, ${named.messageBody} and ${named.consent}`),
    )
    await fillContactForm(page)
    await expect(sendButton(page)).toBeEnabled()
    await expect(sendButton(page)).toHaveAccessibleDescription('')
    await expect(page.getByText(/^Still needed to send/)).toHaveCount(0)
  })

  test("the email's problem shows once the visitor leaves the field, and a screen reader hears it", async ({ page }) => {
    await page.goto('/contact')
    const email = page.getByLabel('Email', { exact: true })
    await email.fill('asha@')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(contactForm.fieldProblems.email)).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(contactForm.fieldProblems.email)
    await expect(page.locator('form [aria-live="polite"]')).toHaveText(`Email: ${contactForm.fieldProblems.email}`)
    // Once shown, it follows the typing: put right, it goes.
    await email.fill('asha@example.org')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('')
  })

  test('Send pressed too early marks every problem, says what is needed and takes the visitor to the first', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Subject', { exact: true }).fill(sampleMessage.messageSubject)
    await sendButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Your name', { exact: true })).toBeFocused()
    for (const label of ['Your name', 'Email', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(contactForm.fieldProblems.required)
    }
    await expect(page.getByLabel('Subject', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
    const { needed: named } = contactForm
    await expect(page.locator('form [aria-live="polite"]')).toHaveText(
      stillNeeded(`${named.senderName}, ${named.senderEmail}, ${named.messageBody} and ${named.consent}`),
    )
    await expect(formAlert(page)).toHaveCount(0)
  })

  test('the consent links to the policies, each opening in a new tab and saying so', async ({ page }) => {
    await page.goto('/contact')
    for (const { title, path } of policyLinks) {
      const link = page.locator('form').getByRole('link', { name: `${title} ${labels.newTab}` })
      await expect(link).toHaveAttribute('href', path)
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })

  test('while sending the form is disabled and says Sending; success clears it', async ({ page }) => {
    await page.goto('/contact')
    // Hold the server action's request until the sending state has been seen, however slow the machine.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(sendButton(page)).toHaveText('Sending')
    await expect(sendButton(page)).toBeDisabled()
    await expect(sendButton(page).locator('svg.animate-spin')).toBeVisible()
    await expect(page.getByLabel('Your name', { exact: true })).toBeDisabled()
    release()
    await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
    await expectFormCleared(page)
    await expect(sendButton(page)).toHaveText('Send Message')
    await expect(page.getByLabel('Your name', { exact: true })).toBeEnabled()
  })

  test('the home page has the same form beside Find us here', async ({ page }) => {
    // The home page is the heaviest to load and hydrate; on a loaded machine the send came after 30 s.
    test.slow()
    await page.goto('/')
    const contact = page.locator('#contact')
    await expect(contact.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
    await expect(contact.getByRole('heading', { name: 'Find us here' })).toBeVisible()
    await expect(contact.getByRole('link', { name: /Bhandup.*400078/ })).toHaveAttribute('target', '_blank')
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(2)
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the form still submits and the page shows the outcome', async ({ page }) => {
      await page.goto('/contact')
      await fillContactForm(page)
      await sendButton(page).click()
      await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
    })
  })
})

/** Each test starts a server of its own: independent, so they may run on both workers at once. */
test.describe('contact messages on a server of their own', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a client over the limit is told when to try again, and a bot filling the honeypot is ignored', async ({ page }) => {
    const site = await startSite({ CONTACT_LIMIT_PER_CLIENT: '2', OUTBOX_DIR: 'outbox' })
    try {
      for (const expected of ['Your message has been sent successfully', 'Your message has been sent successfully', limitRefusal()]) {
        await page.goto(`${site.url}/contact`)
        await fillContactForm(page)
        await sendButton(page).click()
        await expect(formAlert(page)).toHaveText(expected)
        await expect(sendButton(page)).toHaveText('Send Message')
      }
      const stored = readdirSync(path.join(site.dir, 'outbox', 'pending'))
      expect(stored).toHaveLength(2)
    } finally {
      await site.dispose()
    }
  })

  test('a message sent while upstream is down reaches it once it is back, even after a restart', async ({ page }) => {
    const upstream = await startUpstream()
    await upstream.setFault('refuse')
    const site = await startSite({
      API_URL: upstream.url,
      OUTBOX_DIR: 'outbox',
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
    })
    try {
      await page.goto(`${site.url}/contact`)
      await fillContactForm(page)
      await sendButton(page).click()
      await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
      const pending = path.join(site.dir, 'outbox', 'pending')
      const waiting = () => readdirSync(pending).filter((name) => name.endsWith('.json'))
      await expect.poll(() => waiting().length).toBe(1)
      const stored = JSON.parse(readFileSync(path.join(pending, waiting()[0]!), 'utf8'))
      expect(stored.message).toEqual(sampleMessage)

      await site.restart()
      await upstream.setFault('none')
      await expect.poll(() => upstream.inbox.length, { timeout: 30_000 }).toBe(1)
      expect(upstream.inbox[0]).toEqual(sampleMessage)
      await expect.poll(() => waiting().length).toBe(0)
      // Delivered exactly once. A message accepted now is due at once: by the time the worker has
      // delivered it, any copy of the first that was due went out before it (the worker sends in
      // order of arrival), and none is left waiting in the outbox for later.
      const marker = { ...sampleMessage, messageSubject: 'Sent after the first was delivered' }
      const accepted = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(marker),
      })
      expect(accepted.status).toBe(200)
      await expect.poll(() => upstream.inbox.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
      expect(upstream.inbox).toEqual([sampleMessage, marker])
      // Nothing left to send again (a delivery reaches upstream before its claim is released),
      // and nothing sent again while the outbox emptied.
      const outbox = () =>
        ['pending', 'sending'].flatMap((folder) => {
          const dir = path.join(site.dir, 'outbox', folder)
          return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json') || name.endsWith('.claim')) : []
        })
      await expect.poll(outbox).toEqual([])
      expect(upstream.inbox).toEqual([sampleMessage, marker])
    } finally {
      await site.dispose()
      await upstream.close()
    }
  })
})
