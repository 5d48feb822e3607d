'use client'

import { ErrorPanel } from '@/components/errors/error-panel'
import { Brand } from '@/components/layout/brand'
import { company } from '@/content/company/identity'
import { errorPage } from '@/content/errors'
import { inter } from './fonts/inter'
import './globals.css'

/**
 * When the root layout itself fails, this replaces it, document and all: it brings the site's
 * stylesheet and font, and a plain header with the logo, as the layout's own header is gone.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="min-h-dvh bg-navy-900">
        <title>{`${errorPage.title} | ${company.name}`}</title>
        <header className="bg-white text-navy-900 shadow-md">
          <div className="container-page flex h-(--header-height) items-center">
            <Brand eager />
          </div>
        </header>
        <main id="content">
          <ErrorPanel retry={retry} />
        </main>
      </body>
    </html>
  )
}
