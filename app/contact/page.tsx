import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/contact-section'

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Write to Arkvolt Industries about solar, fans, lighting, air conditioning or FRP: our Mumbai team answers within two working days.',
}

export default function ContactPage() {
  return <ContactSection headingLevel={1} />
}
