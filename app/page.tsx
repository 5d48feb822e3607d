import type { Metadata } from 'next'
import { LogoMarquee } from '@/components/carousel/logo-marquee'
import { ContactSection } from '@/components/contact/contact-section'
import { AboutSection } from '@/components/home/about-section'
import { CtaSection } from '@/components/home/cta-section'
import { Hero } from '@/components/home/hero'
import { WhyUsSection } from '@/components/home/why-us-section'
import { ProductLineCards } from '@/components/product/product-line-cards'
import { home } from '@/content/home'
import { productsPage } from '@/content/products-page'
import { getLogos } from '@/lib/catalogue'
import { toMarqueeLogo } from '@/lib/view-models'

export const revalidate = 3600

export const metadata: Metadata = { title: { absolute: home.metadata.title }, description: home.metadata.description }

export default async function HomePage() {
  const customers = await getLogos('happy-customer')
  return (
    <>
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
