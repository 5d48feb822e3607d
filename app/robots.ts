import type { MetadataRoute } from 'next'
import { env } from '@/lib/server/env'

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = env()
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${SITE_URL}/sitemap.xml`,
  }
}
