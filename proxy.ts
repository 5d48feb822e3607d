import type { NextRequest, NextResponse } from 'next/server'
import { catalogue, hasProduct, isDetailProduct, productCount } from '@/lib/catalogue/snapshot'
import { env } from '@/lib/server/env'
import {
  answerText,
  enquiryPage,
  markServed,
  notFoundPage,
  passOn,
  previewEnded,
  redirectTo,
  refuse,
  refuseMethod,
} from '@/lib/proxy/answers'
import { actionBodyProblem, isCrossOrigin } from '@/lib/proxy/action-call'
import { refusedMethod } from '@/lib/proxy/api-methods'
import { canonicalContactSearch, enquiryRequest } from '@/lib/proxy/enquiry'
import { gridPageExists } from '@/lib/proxy/grid-page'
import { keyFileAnswer } from '@/lib/proxy/indexnow-key'
import { imageRequestProblem } from '@/lib/proxy/image-request'
import { isDecodablePath, productPath } from '@/lib/proxy/product-path'
import { redirectFor } from '@/lib/proxy/redirects'
import { requestTarget } from '@/lib/proxy/request-target'
import { searchRequestProblem } from '@/lib/proxy/search-request'
import { apiPrefix, bodyLimit, encodedSeparator, requestRules } from '@/lib/request-rules/rules'
import { imageHosts } from '@/lib/images/image-hosts'
import { buildPreviewId, inDraftMode, PREVIEW_COOKIE } from '@/lib/preview/draft-mode'
import { PREVIEW_SESSION_COOKIE, sessionOpen } from '@/lib/preview/session'

/**
 * What every request passes before Next routes it: what cannot be answered well is answered
 * here, cheaply, before anything renders, calls upstream or is stored.
 */
export async function proxy(request: NextRequest) {
  // Decided as Next decides draft mode, so no other spelling of the cookie counts.
  const draft = inDraftMode(request.cookies.get(PREVIEW_COOKIE)?.value, buildPreviewId())
  if (draft && !sessionOpen(request.cookies.get(PREVIEW_SESSION_COOKIE)?.value, env().PREVIEW_SECRET, Date.now()))
    return previewEnded(request)
  const response = await answer(request, draft)
  // A marketer's preview is never indexed, whatever the answer is (pages, their RSC payloads,
  // images), and no other spelling of the cookie can put the header on the public page a shared
  // cache keeps.
  if (draft) {
    response.headers.set('x-robots-tag', 'noindex, nofollow')
    markServed('preview')
  }
  return response
}

async function answer(request: NextRequest, draft: boolean): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl
  if (encodedSeparator.test(requestTarget(request))) return refuse(400, 'Malformed path: an encoded slash, backslash or dot segment.')
  if (!isDecodablePath(pathname)) return refuse(400, 'Malformed path.')
  const keyFile = keyFileAnswer(pathname, request.method, env().INDEXNOW_KEY)
  if (keyFile) return keyFile.kind === 'method' ? refuseMethod(keyFile.allowed) : answerText(keyFile.body, keyFile.headers)
  const allowed = refusedMethod(pathname, request.method)
  if (allowed) return refuseMethod(allowed)

  if (pathname === requestRules.image.path) {
    const { API_URL, IMAGE_HOSTS, DEPLOYMENT_ID } = env()
    const problem = imageRequestProblem(searchParams, imageHosts(API_URL, IMAGE_HOSTS), DEPLOYMENT_ID)
    return problem ? refuse(400, `Bad image request: ${problem}.`) : passOn(request)
  }

  // A page takes posts only from the contact form (a server action, with or without JavaScript),
  // whose size must be known before Next reads it: browsers always say it. Posts from another
  // site, and bodies the form never sends, are refused here: Next would answer them with a 500.
  if (request.method === 'POST' && !pathname.startsWith(apiPrefix)) {
    const length = request.headers.get('content-length')
    if (length === null) return refuse(411, 'Say the Content-Length of the form.')
    if (Number(length) > bodyLimit) return refuse(413, `The form is over ${bodyLimit} bytes.`)
    if (isCrossOrigin(request.headers)) return refuse(403, 'Forms of this site are posted from this site only.')
    const problem = await actionBodyProblem(request)
    if (problem) return refuse(400, `Not a form of this site: ${problem}.`)
  }

  const redirect = redirectFor(pathname)
  if (redirect) return redirectTo(new URL(redirect + request.nextUrl.search, request.url))

  // The contact page about a product: /contact?product=<slug> of a known product is served from its
  // own path, which answers only for known products. Any other query of /contact is redirected
  // to its one spelling (that product's, or none), so caches keep each contact page once.
  const enquiry = enquiryRequest(pathname, searchParams)
  if (enquiry === 'invalid') return notFoundPage(request)
  const known = enquiry ? isDetailProduct(await catalogue().current(), enquiry.slug) : false
  if (pathname === '/contact' && request.nextUrl.search) {
    const canonical = canonicalContactSearch(searchParams, known)
    if (canonical !== request.nextUrl.search) return redirectTo(new URL(`/contact${canonical}`, request.url))
  }
  if (enquiry && known && enquiry.rewrite) return enquiryPage(request, enquiry.slug)
  if (enquiry && !known && !enquiry.rewrite) return notFoundPage(request)

  // A grid's later page (/products/<list>/page/<n>) exists while its list has a product for it.
  const gridPage = await gridPageExists(pathname, async (lines, count) => productCount(await catalogue().current(), lines) >= count)
  if (gridPage === false) return notFoundPage(request)
  if (gridPage) return passOn(request)

  if (pathname === requestRules.search.path) {
    const problem = searchRequestProblem(searchParams)
    if (problem) return refuse(400, problem)
  }

  const product = productPath(pathname)
  // A marketer's preview renders the product's page, which says why a product upstream lists is
  // not shown; visitors get the 404 from here, with nothing of the reasons.
  if (product && draft) return passOn(request)
  if (product === 'invalid') return notFoundPage(request)
  if (product && !hasProduct(await catalogue().current(), product.category, product.slug)) return notFoundPage(request)
  return passOn(request)
}

export const config = {
  // Built files and public media never need it.
  matcher: ['/((?!_next/static/|media/|catalogue/|images/|logos/|icons/).*)'],
}
