import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/contact-section'
import { ContentPage } from '@/components/content/content-page'
import { contactForm } from '@/content/contact'
import { loadContentPage } from '@/content/pages'
import { findDetailProduct } from '@/lib/catalogue/product-by-slug'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export async function generateMetadata(): Promise<Metadata> {
  const { frontMatter, path } = await loadContentPage('contact')
  return pageMetadata({ title: frontMatter.title, description: frontMatter.description, path, siteName: company.name })
}

/** Also the page of an enquiry about a product (enquiry/[product]), whose name starts the subject off. */
export default async function ContactPage({ params }: { params: Promise<{ product?: string }> }) {
  const product = await findDetailProduct((await params).product)
  return (
    <ContentPage page={await loadContentPage('contact')}>
      <ContactSection heading={contactForm.pageHeading} enquiry={product?.name} />
    </ContentPage>
  )
}
