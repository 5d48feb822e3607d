import { expect, type Page, test } from '@playwright/test'
import { fillContactForm, sampleMessage } from '../support/contact'

/**
 * The contact form in a browser without JavaScript: a plain form post, answered by a whole page.
 * That page must show the outcome first, and after a refusal give back everything typed, with
 * the reason beside each refused field.
 */
test.use({ javaScriptEnabled: false })

const submit = (page: Page) => page.getByRole('button', { name: 'Send Message' })
const formAlert = (page: Page) => page.locator('form [role="alert"]')
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const consent = (page: Page) => page.getByLabel('I agree to the Privacy Policy and Terms of Service.')

test.describe('the contact form without JavaScript', () => {
  // Every send loads a whole page: room for a loaded machine.
  test.describe.configure({ timeout: 60_000 })
  test('a refusal brings every field back filled, with the reason beside each refused one, first in view', async ({ page }) => {
    await page.goto('/contact')
    // What the browser's own checks let through and the server refuses: an address without a
    // domain ending, and a subject of spaces only.
    const refused = { ...sampleMessage, senderEmail: 'asha@campus', messageSubject: '   ' }
    await fillContactForm(page, refused)
    await submit(page).click()
    await page.waitForURL('**/contact#contact-outcome')

    await expect(formAlert(page)).toHaveText('Something went wrong, please try again')
    await expect(formAlert(page)).toBeInViewport()
    await expect(field(page, 'Your name')).toHaveValue(refused.senderName)
    await expect(field(page, 'Email')).toHaveValue(refused.senderEmail)
    await expect(field(page, 'Subject')).toHaveValue(refused.messageSubject)
    await expect(field(page, 'Message')).toHaveValue(refused.messageBody)
    await expect(consent(page)).toBeChecked()

    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(field(page, 'Subject')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Subject')).toHaveAccessibleDescription('Please fill this in.')
    await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Message')).not.toHaveAttribute('aria-invalid', 'true')

    // Corrected, the same form sends.
    await field(page, 'Email').fill(sampleMessage.senderEmail)
    await field(page, 'Subject').fill(sampleMessage.messageSubject)
    await submit(page).click()
    await expect(formAlert(page)).toHaveText('Your message has been sent successfully')
  })

  for (const [where, path] of [
    ['contact page', '/contact'],
    ['home page', '/'],
  ] as const) {
    test(`a message sent from the ${where} shows its success first, above an emptied form`, async ({ page }) => {
      await page.goto(path)
      await fillContactForm(page)
      await submit(page).click()
      await page.waitForURL('**/contact#contact-outcome')

      const alert = formAlert(page)
      await expect(alert).toHaveText('Your message has been sent successfully')
      await expect(alert).toBeInViewport({ ratio: 1 })
      // First in view: nothing of the form sits between the header and the outcome. Read in one
      // frame, once the browser has finished scrolling smoothly to the outcome: boxes read one
      // call apart during that scroll disagreed by 15 px on a loaded machine.
      const elements = [
        await page.getByRole('banner').elementHandle(),
        await alert.elementHandle(),
        await field(page, 'Your name').elementHandle(),
      ]
      const tops = () =>
        page.evaluate(([header, outcome, name]) => {
          const headerBottom = header!.getBoundingClientRect().bottom
          return {
            belowHeader: outcome!.getBoundingClientRect().top - headerBottom,
            aboveName: name!.getBoundingClientRect().top - outcome!.getBoundingClientRect().top,
          }
        }, elements)
      await expect.poll(async () => (await tops()).belowHeader).toBeGreaterThanOrEqual(-1)
      expect((await tops()).aboveName).toBeGreaterThan(0)
      for (const label of ['Your name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('')
      await expect(consent(page)).not.toBeChecked()
    })
  }
})
