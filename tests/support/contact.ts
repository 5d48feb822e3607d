import { expect, type Page } from '@playwright/test'
import type { ContactMessage } from '@/lib/contact/message'

export const sampleMessage: ContactMessage = {
  senderName: 'Asha Kulkarni',
  senderEmail: 'asha.kulkarni@example.org',
  messageSubject: 'Solar street lights for our campus',
  messageBody: 'We need about 120 all-in-one solar street lights for a college campus in Pune. Please quote.',
}

const fieldLabels = {
  senderName: 'Your name',
  senderEmail: 'Email',
  messageSubject: 'Subject',
  messageBody: 'Message',
} as const

/** Fill the contact form as a visitor would, ticking the consent box. */
export async function fillContactForm(page: Page, message: ContactMessage = sampleMessage) {
  for (const [field, label] of Object.entries(fieldLabels) as [keyof ContactMessage, string][]) {
    await page.getByLabel(label, { exact: true }).fill(message[field])
  }
  await page.getByLabel('I agree to the Privacy Policy and Terms of Service.').check()
}

export async function expectFormCleared(page: Page) {
  for (const label of Object.values(fieldLabels)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
  await expect(page.getByLabel('I agree to the Privacy Policy and Terms of Service.')).not.toBeChecked()
}

/** The form's Send button, which says Sending while a message is on its way. */
export const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message|Sending/ })

/** The form's own alert (Next has a route announcer with the same role). */
export const formAlert = (page: Page) => page.locator('form [role="alert"]')

/** What else a refused visitor can do: the company's phones and e-mail, from content/company/identity.ts. */
const reachUs =
  'You can also call us on \\+91 22 0000 0101 or \\+91 90000 00202, or write to support@arkvolt\\.example\\. What you typed is still in the form\\.'
/** The form's words for a message over the site's limits, told to wait `wait` ('a minute'). */
export const limitRefusal = (wait = 'a minute') =>
  new RegExp(
    `^We are receiving more messages than we can take just now, so yours was not sent\\. Please try again in ${wait}\\. ${reachUs}$`,
  )
/** The form's words for a message the full outbox turned away. */
export const fullRefusal = new RegExp(
  `^We cannot take in any more messages at the moment, so yours was not sent\\. Please try again in an hour\\. ${reachUs}$`,
)

/** After a refusal, the phones and the e-mail are links the visitor can use at once. */
export async function expectReachUsLinks(page: Page) {
  const alert = formAlert(page)
  await expect(alert.getByRole('link', { name: '+91 22 0000 0101' })).toHaveAttribute('href', 'tel:+912200000101')
  await expect(alert.getByRole('link', { name: '+91 90000 00202' })).toHaveAttribute('href', 'tel:+919000000202')
  await expect(alert.getByRole('link', { name: 'support@arkvolt.example' })).toHaveAttribute('href', 'mailto:support@arkvolt.example')
}

/** Every field still holds what `message` put there, and the consent box is still ticked. */
export async function expectFormKept(page: Page, message: ContactMessage = sampleMessage) {
  for (const [field, label] of Object.entries(fieldLabels) as [keyof ContactMessage, string][])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(message[field])
  await expect(page.getByLabel('I agree to the Privacy Policy and Terms of Service.')).toBeChecked()
}

/**
 * Once the form holds a token (fetched as the visitor reached the form, or given back with the
 * site's last answer), waits until it is old enough to count: tokens are good from 3 s after
 * they were issued, which they say in base 36 before their dot.
 */
export async function waitForValidToken(page: Page) {
  const field = page.locator('input[name="formToken"]')
  await expect(field).toHaveValue(/^[0-9a-z]+\./)
  const issuedAt = parseInt((await field.inputValue()).split('.')[0]!, 36)
  await expect.poll(() => Date.now() - issuedAt, { intervals: [250] }).toBeGreaterThanOrEqual(3_000)
}

/**
 * After a flood spent the open share: `plain` (no JavaScript) sends without a token, is refused
 * with the form kept and a token given back, and gets through with it; `visitor` (JavaScript)
 * gets through with the token its form fetched. Both forms must already be filled in.
 */
export async function expectVisitorsGetThrough(plain: Page, visitor: Page) {
  await plain.getByRole('button', { name: 'Send Message' }).click()
  await plain.waitForURL('**/contact#contact-outcome')
  await expect(formAlert(plain)).toHaveText(limitRefusal())
  await expectReachUsLinks(plain)
  await expectFormKept(plain)
  await waitForValidToken(plain)
  await plain.getByRole('button', { name: 'Send Message' }).click()
  await expect(formAlert(plain)).toHaveText('Your message has been sent successfully')

  await waitForValidToken(visitor)
  await visitor.getByRole('button', { name: 'Send Message' }).click()
  await expect(formAlert(visitor)).toHaveText('Your message has been sent successfully')
}
