import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/contact-section'
import { ContentPage } from '@/components/content/content-page'
import { contactForm } from '@/content/contact'
import { loadContentPage } from '@/content/pages'
import { findDetailProduct } from '@/lib/catalogue/product-by-slug'
import { ENQUIRY_PARAM } from '@/lib/contact/enquiry'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export async function generateMetadata(): Promise<Metadata> {
  const { frontMatter, path } = await loadContentPage('contact')
  return pageMetadata({ title: frontMatter.title, description: frontMatter.description, path, siteName: company.name })
}

/**
 * Rendered for each request, as it reads the query: `?product=<slug>` starts the form's subject
 * off with that product's name (from 'Have question about buying'); any other value is ignored.
 */
export default async function ContactPage({ searchParams }: PageProps<'/contact'>) {
  const product = await findDetailProduct((await searchParams)[ENQUIRY_PARAM])
  return (
    <ContentPage page={await loadContentPage('contact')}>
      <ContactSection heading={contactForm.pageHeading} enquiry={product?.name} />
    </ContentPage>
  )
}
