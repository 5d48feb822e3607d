/**
 * The rules of the contact form's fields that its inputs show as they are: plain values, so the
 * form has them at once while the schema built on them (message.ts) loads on first use.
 */

/** An email's usual shape (name, @, domain, a dot and a top-level domain of two letters or more), checked case-insensitively on every edit. */
export const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i

export const contactLimits = { senderName: 100, senderEmail: 254, messageSubject: 200, messageBody: 5000 } as const

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website'

/** The hidden field carrying the form's token (form-token.ts); the JSON endpoint takes it too. */
export const FORM_TOKEN_FIELD = 'formToken'
/** A token: when it was issued (base-36 ms), a dot, and 22 characters of its HMAC. */
export const formTokenPattern = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/
