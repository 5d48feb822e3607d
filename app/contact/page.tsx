import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/contact-section'
import { ContentPage } from '@/components/content/content-page'
import { contactForm } from '@/content/contact'
import { loadContentPage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export async function generateMetadata(): Promise<Metadata> {
  const { frontMatter, path } = await loadContentPage('contact')
  return pageMetadata({ title: frontMatter.title, description: frontMatter.description, path, siteName: company.name })
}

export default async function ContactPage() {
  return (
    <ContentPage page={await loadContentPage('contact')}>
      <ContactSection heading={contactForm.pageHeading} />
    </ContentPage>
  )
}
