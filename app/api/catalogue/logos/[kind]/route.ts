import { getLogos } from '@/lib/catalogue'
import { LogoKindSchema } from '@/lib/catalogue/schemas'
import { catalogueUnavailable, unknownList } from '@/lib/api-responses'
import { toMarqueeLogo } from '@/lib/carousel/slides'

/** The browser's retry when the server could not load a logo list (5 retries, 5000 ms apart). */
export async function GET(_: Request, { params }: RouteContext<'/api/catalogue/logos/[kind]'>) {
  const kind = LogoKindSchema.safeParse((await params).kind)
  if (!kind.success) return unknownList()
  const logos = await getLogos(kind.data)
  return logos ? Response.json(logos.map(toMarqueeLogo)) : catalogueUnavailable()
}

export const HEAD = GET
