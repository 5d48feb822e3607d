/**
 * The contact form's texts. The success and error texts are the spec's own: a visitor reads the
 * one error text whatever went wrong.
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
  consent: 'I agree to the Privacy Policy and Terms of Service.',
  submit: 'Send Message',
  sending: 'Sending',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Your message has been sent successfully',
  error: 'Something went wrong, please try again',
  /** A hidden field only bots fill in. */
  honeypotLabel: 'Leave this field empty',
} as const

export const findUs = {
  heading: 'Find us here',
  addressLabel: 'Address',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
} as const
