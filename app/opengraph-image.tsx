import { ImageResponse } from 'next/og'
import { OgCard, ogSize } from '@/components/seo/og-card'
import { company } from '@/content/company/identity'
import { siteMetadata } from '@/content/site'
import { ogFonts } from '@/lib/seo/og-assets'

export const alt = `${company.name}: ${siteMetadata.title}`
export const size = ogSize
export const contentType = 'image/png'

export default async function Image() {
  return new ImageResponse(
    <OgCard eyebrow={`${company.yearsInBusiness} years`} title={siteMetadata.title} text={siteMetadata.description} />,
    {
      ...size,
      fonts: await ogFonts(),
    },
  )
}
