import type { NextConfig } from 'next'
import { env } from './lib/env'
import { imageHosts } from './lib/remote-images'

const { API_URL, IMAGE_HOSTS } = env()

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/webp'],
    remotePatterns: imageHosts(API_URL, IMAGE_HOSTS).map((hostname) => ({
      protocol: 'https',
      hostname,
    })),
  },
  async redirects() {
    return [
      { source: '/about', destination: '/about/history', permanent: true },
      { source: '/services', destination: '/services/solarContractor', permanent: true },
    ]
  },
}

export default nextConfig
