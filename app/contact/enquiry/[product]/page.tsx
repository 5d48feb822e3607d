/**
 * The contact page about one product, its name starting the subject off. proxy.ts serves
 * /contact?product=<slug> from here, and answers this path for a known product only: each
 * product's page is rendered on its first visit and kept, like a product page, while /contact
 * itself stays static.
 */
export { default, generateMetadata } from '../../page'

export const revalidate = 3600

export const generateStaticParams = (): { product: string }[] => []
