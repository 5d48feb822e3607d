import { type core, type infer as Infer, maxLength, minLength, object, regex, string, trim } from 'zod/mini'
import { contactLimits, emailPattern } from './contact-fields'

const contactText = (max: number, ...checks: core.$ZodCheck<string>[]) =>
  string().check(trim(), minLength(1, 'required'), maxLength(max, `at most ${max} characters`), ...checks)

/**
 * A contact message, checked alike by the form in the browser, the server action and the
 * upstream call. zod/mini rather than zod: the form fetches it when a visitor starts filling it in.
 */
export const ContactMessageSchema = object({
  senderName: contactText(contactLimits.senderName),
  senderEmail: contactText(contactLimits.senderEmail, regex(emailPattern, 'not an email address')),
  messageSubject: contactText(contactLimits.messageSubject),
  messageBody: contactText(contactLimits.messageBody),
})
export type ContactMessage = Infer<typeof ContactMessageSchema>
