import { config, type core, type infer as Infer, maxLength, minLength, object, overwrite, refine, regex, string, trim } from 'zod/mini'
import { contactLimits, emailPattern } from './fields'

// The form loads this schema in the browser, where zod must not probe `new Function` for its
// compiled parsers: the CSP forbids it and reports every try. The server keeps them.
if (typeof window !== 'undefined') config({ jitless: true })

/**
 * Characters no visitor types, refused rather than stored: printed raw, they can retitle a
 * terminal, move its cursor or forge lines (control characters, line breaks in one-line
 * fields), or show text in another order than it is stored (bidi controls, Trojan Source).
 */
const lineBreak = /[\r\n\u0085\u2028\u2029]/
const control = /\p{Cc}/u
/** The body keeps its line breaks and tabs (its \r\n is made \n first); a lone \r is refused. */
const controlInBody = /(?![\n\t])\p{Cc}/u
const directionControl = /\p{Bidi_Control}/u
/**
 * Other format characters (tags, interlinear annotations, invisible operators...) and the Unicode
 * line and paragraph separators. Those that move nothing and turn up in everyday text stay: the
 * joiners Indic scripts and emoji need (U+200C, U+200D), and the soft hyphen, zero-width space
 * and word joiners of text pasted from documents (U+00AD, U+200B, U+2060, U+FEFF).
 */
const invisible = /(?![\u00ad\u200b-\u200d\u2060\ufeff])[\p{Cf}\u2028\u2029]/u
/** Half of a surrogate pair (JSON can carry one): not text at all. */
const loneSurrogate = /\p{Cs}/u

const without = (pattern: RegExp, message: string) => refine<string>((text) => !pattern.test(text), message)

const safeText = (controls: RegExp) => [
  without(controls, 'must not contain control characters'),
  without(directionControl, 'must not contain text-direction controls'),
  without(invisible, 'must not contain invisible formatting characters'),
  without(loneSurrogate, 'must not contain broken characters'),
]

/** Trimmed (the body also with \r\n made \n) before it is measured and checked. */
const contactText = (max: number, prepare: core.$ZodCheck<string>[], checks: core.$ZodCheck<string>[]) =>
  string().check(...prepare, minLength(1, 'required'), maxLength(max, `at most ${max} characters`), ...checks)

const oneLine = (max: number, ...checks: core.$ZodCheck<string>[]) =>
  contactText(max, [trim()], [without(lineBreak, 'must be on one line'), ...safeText(control), ...checks])

const multiLine = (max: number) => contactText(max, [trim(), overwrite((text) => text.replace(/\r\n/g, '\n'))], safeText(controlInBody))

/**
 * A contact message, checked alike by the form in the browser, the server action and the JSON
 * endpoint before it is stored. zod/mini rather than zod: the form fetches it when a visitor
 * starts filling it in. Its messages are for API clients (the endpoint answers them per field);
 * the form marks the fields and shows its own texts.
 */
export const ContactMessageSchema = object({
  senderName: oneLine(contactLimits.senderName),
  senderEmail: oneLine(contactLimits.senderEmail, regex(emailPattern, 'not an email address')),
  messageSubject: oneLine(contactLimits.messageSubject),
  messageBody: multiLine(contactLimits.messageBody),
})
export type ContactMessage = Infer<typeof ContactMessageSchema>
