import type { ReactNode } from 'react'
import { pageMarkup } from './markup'

export const metadata = { title: 'Content floor', description: 'The floor app rendering one page of the site as server markup.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  const { htmlClass, stylesheets, fonts } = pageMarkup()
  return (
    <html lang="en-IN" className={htmlClass}>
      <head>
        {fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  )
}
