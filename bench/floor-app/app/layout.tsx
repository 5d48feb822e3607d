import type { ReactNode } from 'react'

export const metadata = { title: 'Floor', description: 'The smallest Next.js App Router page, measured as the floor of any page.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
