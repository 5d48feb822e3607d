/** What the contact form fetches once the visitor reaches it (use-form-parts.ts), as one script. */
export { fetchFormToken } from '@/lib/contact/fetch-form-token'
export { ContactMessageSchema } from '@/lib/contact/message'
