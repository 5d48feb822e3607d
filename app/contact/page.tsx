import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/contact-section'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Write to Arkvolt Industries about solar, fans, lighting, air conditioning or FRP: our Mumbai team answers within two working days.',
  path: '/contact',
})

export default function ContactPage() {
  return <ContactSection headingLevel={1} />
}
