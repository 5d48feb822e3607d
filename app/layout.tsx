import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { PreviewBar } from '@/components/preview/preview-bar'
import { company } from '@/content/company/identity'
import { labels } from '@/content/labels'
import { siteMetadata } from '@/content/site'
import { env } from '@/lib/server/env'
import { inter } from './fonts/inter'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${company.name}: ${siteMetadata.title}`, template: `%s | ${company.name}` },
  description: siteMetadata.description,
  applicationName: company.name,
  openGraph: { type: 'website', locale: 'en_IN', siteName: company.name },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = { themeColor: '#0b2545' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable} data-scroll-behavior="smooth">
      <body>
        <a href="#content" className="skip-link">
          {labels.skipToContent}
        </a>
        <Header />
        <main id="content">{children}</main>
        <Footer />
        <PreviewBar />
      </body>
    </html>
  )
}
