import { getLogos } from '@/lib/catalogue'
import { env } from '@/lib/server/env'
import { LogoKindSchema } from '@/lib/catalogue/schemas'
import { catalogueUnavailable, unknownList } from '@/lib/http/api-responses'
import { toMarqueeLogo } from '@/lib/carousel/slides'

/**
 * The browser's retry when the server could not load a logo list (5 retries, 5000 ms apart),
 * kept by shared caches as long as a page (see the carousel's).
 */
export async function GET(_: Request, { params }: RouteContext<'/api/catalogue/logos/[kind]'>) {
  const kind = LogoKindSchema.safeParse((await params).kind)
  if (!kind.success) return unknownList()
  const logos = await getLogos(kind.data)
  return logos
    ? Response.json(logos.map(toMarqueeLogo), { headers: { 'cache-control': `s-maxage=${env().CATALOGUE_REVALIDATE_SECONDS}` } })
    : catalogueUnavailable()
}

export const HEAD = GET
