import path from 'node:path'
import type { NextConfig } from 'next'
import { env } from './lib/server/env'
import { ENQUIRY_HEADER, NOT_FOUND_HEADER, NOT_FOUND_PAGE } from './lib/proxy/internal-headers'
import { enquiryPath } from './lib/proxy/enquiry'
import { slugPattern } from './lib/catalogue/schemas'
import { localImageFolders } from './lib/proxy/image-request'
import { bodyLimit, requestRules } from './lib/request-rules/rules'
import { imageHosts } from './lib/images/image-hosts'
import { imageWidths } from './lib/images/image-widths'
import { securityHeaders } from './lib/http/security-headers'

const { API_URL, IMAGE_HOSTS, REDIS_URL, REDIS_CACHE_URL, DEPLOYMENT_ID } = env()
const hosts = imageHosts(API_URL, IMAGE_HOSTS)

/**
 * With REDIS_CACHE_URL (or REDIS_URL), pages, fetch results and tags live in the shared Redis only, so no instance
 * answers from a private copy after another has revalidated; without, in Next's own files. Either
 * keeps a page with its critical CSS inlined. Read when the server starts (and, for the standalone
 * server, at build: it carries this configuration as it was then).
 */
const pageCache: Partial<NextConfig> =
  (REDIS_CACHE_URL ?? REDIS_URL)
    ? { cacheHandler: path.resolve(process.cwd(), 'lib/cache/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.resolve(process.cwd(), 'lib/cache/file-cache-handler.mjs') }

const nextConfig: NextConfig = {
  // The production image runs .next/standalone (see Dockerfile and docs/deployment.md).
  output: 'standalone',
  // The same on every instance of one build, so a browser's assets and server actions match
  // whichever instance answers; DEPLOYMENT_ID is also the build id.
  deploymentId: DEPLOYMENT_ID,
  generateBuildId: () => DEPLOYMENT_ID ?? null,
  ...pageCache,
  // Loaded by Node as they are, not bundled: the cache handler and the instrumentation hook share
  // them, and the proxy, routes and hook share one logger and one metrics registry.
  serverExternalPackages: ['redis', '@fortedigital/nextjs-cache-handler', 'pino', 'prom-client'],
  poweredByHeader: false,
  // proxy.ts makes every redirect, so that they carry the security headers.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Every visitor gets a dynamic page's <title> and meta tags in its <head>, not streamed into
  // <body> after it (valid HTML, a title announced as the page loads). The one dynamic page, the
  // search, makes its metadata from the query alone, so there is nothing to wait for.
  htmlLimitedBots: /.*/,
  images: {
    // AVIF first for browsers that take it: about a quarter smaller than WebP on the site's images,
    // for about four to five times the encoding time of a variant's first request (docs/performance.md).
    formats: ['image/avif', 'image/webp'],
    ...imageWidths,
    // Only the folders that hold images, with no query: nothing else is worth encoding.
    localPatterns: localImageFolders.map((folder) => ({ pathname: `${folder}/**`, search: '' })),
    // Encoded images are evicted, least recently used first, beyond this.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    remotePatterns: hosts.map((hostname) => ({
      protocol: 'https',
      hostname,
    })),
  },
  experimental: {
    serverActions: { bodySizeLimit: bodyLimit },
  },
  // A URL the proxy found naming nothing is answered with the prerendered not-found page; a
  // contact page about a known product, from that product's page. Both inside the server.
  async rewrites() {
    const slug = slugPattern.source.replace(/^\^|\$$/g, '')
    return {
      beforeFiles: [
        { source: '/:path*', has: [{ type: 'header', key: NOT_FOUND_HEADER }], destination: NOT_FOUND_PAGE },
        {
          source: '/contact',
          has: [{ type: 'header', key: ENQUIRY_HEADER, value: `(?<product>${slug})` }],
          destination: enquiryPath(':product'),
        },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  async headers() {
    // A preview's X-Robots-Tag is proxy.ts's: a `has: cookie` rule here would read the cookie
    // with another parser than draft mode's, and mark public pages a shared cache keeps.
    return [
      { source: '/:path*', headers: securityHeaders({ imageHosts: hosts, development: process.env.NODE_ENV === 'development' }) },
      // Search results are a page per query: never indexed, their product links followed.
      { source: requestRules.search.path, headers: [{ key: 'X-Robots-Tag', value: 'noindex, follow' }] },
    ]
  },
}

export default nextConfig
