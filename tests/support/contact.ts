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
