import { type NextRequest, NextResponse } from 'next/server'
import { isDetailProduct, productIndex } from '@/lib/catalogue/known-products'
import { env } from '@/lib/env'
import { notFoundPage, refuse } from '@/lib/proxy/answers'
import { apiMethodsOf } from '@/lib/proxy/api-methods'
import { enquiryPath, enquiryRequest } from '@/lib/proxy/enquiry'
import { imageRequestProblem } from '@/lib/proxy/image-request'
import { isDecodablePath, productPath } from '@/lib/proxy/product-path'
import { redirectFor } from '@/lib/proxy/redirects'
import { SERVER_ACTION_BODY_LIMIT } from '@/lib/proxy/limits'
import { SEARCH_PATH, searchRequestProblem } from '@/lib/proxy/search-request'
import { imageHosts } from '@/lib/image-hosts'

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST'])

/**
 * What every request passes before Next routes it: what cannot be answered well is answered
 * here, cheaply, before anything renders, calls upstream or is stored.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (!isDecodablePath(pathname)) return refuse(400, 'Malformed path.')

  if (pathname === '/_next/image') {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Use GET.', { allow: 'GET, HEAD' })
    const { API_URL, IMAGE_HOSTS } = env()
    const problem = imageRequestProblem(searchParams, imageHosts(API_URL, IMAGE_HOSTS))
    return problem ? refuse(400, `Bad image request: ${problem}.`) : NextResponse.next()
  }

  if (!ALLOWED_METHODS.has(request.method)) return refuse(405, 'Use GET, HEAD or POST.', { allow: [...ALLOWED_METHODS].join(', ') })
  const apiMethods = apiMethodsOf(pathname)
  if (apiMethods && !apiMethods.includes(request.method))
    return refuse(405, `Use ${apiMethods.join(' or ')}.`, { allow: apiMethods.join(', ') })

  // A page takes posts only from the contact form (a server action, with or without JavaScript),
  // whose size must be known before Next reads it: browsers always say it.
  if (request.method === 'POST' && !pathname.startsWith('/api/')) {
    const length = request.headers.get('content-length')
    if (length === null) return refuse(411, 'Say the Content-Length of the form.')
    if (Number(length) > SERVER_ACTION_BODY_LIMIT) return refuse(413, `The form is over ${SERVER_ACTION_BODY_LIMIT} bytes.`)
  }

  const redirect = redirectFor(pathname)
  if (redirect) return NextResponse.redirect(new URL(redirect + request.nextUrl.search, request.url), 308)

  // The contact page about a product: /contact?product=<slug> of a known product is served from its
  // own path, which answers only for known products; any other value gets the static /contact.
  const enquiry = enquiryRequest(pathname, searchParams)
  if (enquiry === 'invalid') return notFoundPage(request)
  if (enquiry) {
    const known = await isDetailProduct(enquiry.slug)
    if (known && enquiry.rewrite) return NextResponse.rewrite(new URL(enquiryPath(enquiry.slug), request.url))
    if (!known && !enquiry.rewrite) return notFoundPage(request)
  }

  if (pathname === SEARCH_PATH) {
    const problem = searchRequestProblem(searchParams)
    if (problem) return refuse(400, problem)
  }

  const product = productPath(pathname)
  if (product === 'invalid') return notFoundPage(request)
  if (product && !(await productIndex().has(product.category, product.slug))) return notFoundPage(request)
  return NextResponse.next()
}

export const config = {
  // Built files and public media never need it.
  matcher: ['/((?!_next/static/|media/|catalogue/|images/|logos/|icons/).*)'],
}
