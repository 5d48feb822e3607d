import type { ContactMessage } from '@/lib/contact/message'
import type { ProblemKind } from '@/lib/contact/problem-kind'
import type { RetryWait } from '@/lib/contact/retry-wait'
import { company } from './company/identity'

/**
 * The contact form's texts. A send the site turned away for now (too many messages, or no room
 * left for them) says so, how soon to try again and how else to reach the company; one that fails
 * for any other reason (the network, a fault on the server) shows the one error text. What is
 * wrong with a field is said beside it.
 */
export const contactForm = {
  heading: 'Contact Us',
  /** On /contact the page's own title says Contact Us; the form's section says this. */
  pageHeading: 'Send us a message',
  fields: {
    senderName: { label: 'Your name', placeholder: 'Full name' },
    senderEmail: { label: 'Email', placeholder: 'name@organisation.in' },
    messageSubject: { label: 'Subject', placeholder: 'What is it about?' },
    messageBody: { label: 'Message', placeholder: 'Tell us what you need: products, quantities, site, timelines…' },
  },
  /** Above the fields. Every field is required, each marked with an asterisk. */
  requiredNote: 'Fields marked * are required.',
  /** Its policy names link to their pages (content/navigation.ts, policyLinks). */
  consent: 'I agree to the Privacy Policy and Terms of Service.',
  /**
   * Beside Send while the form cannot be sent yet, and read with it: what is still needed, listed
   * in `{{items}}`. Each field is named as `needed` says, put in `neededAs` by its problem.
   */
  needed: {
    senderName: 'your name',
    senderEmail: 'your email address',
    messageSubject: 'a subject',
    messageBody: 'your message',
    consent: 'your agreement to the Privacy Policy and Terms of Service',
  } satisfies Record<keyof ContactMessage | 'consent', string>,
  neededAs: {
    required: '{{item}}',
    email: 'a valid email address',
    'too-long': '{{item}}, shortened',
    characters: '{{item}} without line breaks or special characters',
  } satisfies Record<ProblemKind, string>,
  stillNeeded: 'Still needed to send: {{items}}.',
  /** How a list is joined: "a, b and c". */
  list: { between: ', ', last: ' and ' },
  submit: 'Send Message',
  sending: 'Sending',
  /** Beside a field the form or the site refused; `email` also as the visitor types an address. */
  fieldProblems: {
    required: 'Please fill this in.',
    'too-long': 'This is longer than we can take; please shorten it.',
    email: 'Please enter a valid email address.',
    characters: 'Please remove line breaks and special characters from this field.',
  } satisfies Record<ProblemKind, string>,
  success: 'Your message has been sent successfully',
  error: 'Something went wrong, please try again',
  /**
   * The form's token had already carried a message (the same form sent twice, say by reloading
   * the page it answered): nothing was kept, and the answer carries a fresh token.
   */
  replayed: 'This form has already sent a message, so this one was not sent again. If it is a new message, please press Send once more.',
  /** Why the site turned the message away; `{{wait}}` is one of `waits`. */
  refusals: {
    'rate-limited': 'We are receiving more messages than we can take just now, so yours was not sent. Please try again in {{wait}}.',
    full: 'We cannot take in any more messages at the moment, so yours was not sent. Please try again in {{wait}}.',
  },
  waits: { minute: 'a minute', minutes: '{{count}} minutes', hour: 'an hour', hours: '{{count}} hours' } satisfies Record<
    RetryWait['unit'],
    string
  >,
  /** After a refusal, what else to do; each phone and the address become links. */
  reachUs: 'You can also call us on {{phones}}, or write to {{email}}. What you typed is still in the form.',
  phonesList: { between: ', ', last: ' or ' },
  phones: company.phones,
  email: company.supportEmail,
  /** A hidden field only bots fill in. */
  honeypotLabel: 'Leave this field empty',
} as const

/** The subject a message starts with when it comes from a product's 'Have question about buying'. */
export const enquirySubject = (productName: string) => `Enquiry: ${productName}`

export const findUs = {
  heading: 'Find us here',
  addressLabel: 'Address',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
} as const
