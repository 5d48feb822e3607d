import { createElement, type ReactNode } from 'react'
import { pageMarkup } from './markup'

export const metadata = { title: 'Content floor', description: 'The floor app rendering one page of the site as server markup.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  const { htmlClass, stylesheets, preloads } = pageMarkup()
  return (
    <html lang="en-IN" className={htmlClass}>
      <head>
        {preloads.map((props, key) => createElement('link', { ...props, key }))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  )
}
