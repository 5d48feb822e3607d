import type { NextConfig } from 'next'
import { env } from './lib/env'
import { imageHosts } from './lib/remote-images'
import { securityHeaders } from './lib/security-headers'

const { API_URL, IMAGE_HOSTS } = env()
const hosts = imageHosts(API_URL, IMAGE_HOSTS)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/webp'],
    remotePatterns: hosts.map((hostname) => ({
      protocol: 'https',
      hostname,
    })),
  },
  experimental: {
    // A contact message is a few kilobytes; nothing posted to a server action needs more.
    serverActions: { bodySizeLimit: '64kb' },
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ imageHosts: hosts, development: process.env.NODE_ENV === 'development' }) }]
  },
  async redirects() {
    return [
      { source: '/about', destination: '/about/history', permanent: true },
      { source: '/services', destination: '/services/solarContractor', permanent: true },
    ]
  },
}

export default nextConfig
