import path from 'node:path'
import type { NextConfig } from 'next'
import { env } from './lib/env'
import { localImageFolders } from './lib/proxy/image-request'
import { SERVER_ACTION_BODY_LIMIT } from './lib/proxy/limits'
import { imageHosts } from './lib/image-hosts'
import { imageWidths } from './lib/image-widths'
import { PREVIEW_COOKIE } from './lib/preview'
import { securityHeaders } from './lib/security-headers'

const { API_URL, IMAGE_HOSTS, REDIS_URL, REDIS_CACHE_URL, DEPLOYMENT_ID } = env()
const hosts = imageHosts(API_URL, IMAGE_HOSTS)

/**
 * With REDIS_CACHE_URL (or REDIS_URL), pages, fetch results and tags live in the shared Redis only, so no instance
 * answers from a private copy after another has revalidated. Read when the server starts (and,
 * for the standalone server, at build: it carries this configuration as it was then).
 */
const sharedCache: Partial<NextConfig> =
  (REDIS_CACHE_URL ?? REDIS_URL) ? { cacheHandler: path.resolve(process.cwd(), 'lib/cache/cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}

const nextConfig: NextConfig = {
  // The production image runs .next/standalone (see Dockerfile and docs/deployment.md).
  output: 'standalone',
  // The same on every instance of one build, so a browser's assets and server actions match
  // whichever instance answers; DEPLOYMENT_ID is also the build id.
  deploymentId: DEPLOYMENT_ID,
  generateBuildId: () => DEPLOYMENT_ID ?? null,
  ...sharedCache,
  // Loaded by Node as they are, not bundled: the cache handler and the instrumentation hook share them.
  serverExternalPackages: ['redis', '@fortedigital/nextjs-cache-handler'],
  poweredByHeader: false,
  // proxy.ts makes every redirect, so that they carry the security headers.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
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
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ imageHosts: hosts, development: process.env.NODE_ENV === 'development' }) },
      // A marketer's preview (Next's draft mode, which also makes its answers private, no-store)
      // is never indexed, whatever the answer is: pages, their RSC payloads, images.
      { source: '/:path*', has: [{ type: 'cookie', key: PREVIEW_COOKIE }], headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // Search results are a page per query: never indexed, their product links followed.
      { source: '/search', headers: [{ key: 'X-Robots-Tag', value: 'noindex, follow' }] },
    ]
  },
}

export default nextConfig
