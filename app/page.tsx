import type { Metadata } from 'next'
import { LogoMarquee } from '@/components/carousel/logo-marquee'
import { ContactSection } from '@/components/contact/contact-section'
import { AboutSection } from '@/components/home/about-section'
import { CtaSection } from '@/components/home/cta-section'
import { Hero } from '@/components/home/hero'
import { WhyUsSection } from '@/components/home/why-us-section'
import { ProductLineCards } from '@/components/product/product-line-cards'
import { JsonLd } from '@/components/seo/json-ld'
import { home } from '@/content/home'
import { productsPage } from '@/content/products-page'
import { getLogos } from '@/lib/catalogue'
import { env } from '@/lib/server/env'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'
import { toMarqueeLogo } from '@/lib/carousel/slides'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...home.metadata, path: '/', absoluteTitle: true, siteName: company.name })

export default async function HomePage() {
  const customers = await getLogos('happy-customer')
  return (
    <>
      <JsonLd data={organizationJsonLd(company, env().SITE_URL)} />
      <Hero />
      <LogoMarquee
        heading={home.customersHeading}
        logos={customers && customers.map(toMarqueeLogo)}
        retryUrl="/api/catalogue/logos/happy-customer"
      />
      <AboutSection />
      <ProductLineCards heading={home.productsHeading} cards={productsPage.cards} action={home.productsAction} />
      <CtaSection />
      <WhyUsSection />
      <ContactSection />
    </>
  )
}
