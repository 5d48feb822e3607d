import { z } from 'zod'

/**
 * Schemas for every entity upstream sends. Upstream answers are parsed with these, so the
 * rest of the site works on clean types: absent or null optional fields become their empty
 * value here, once, instead of being checked in every component.
 */

const text = z.string()
/** Upstream sends some ids as numbers and some as strings; the site only compares them. */
const id = z.union([z.string().min(1), z.number()]).transform(String)
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '')
const textList = z
  .array(text)
  .nullish()
  .transform((value) => value ?? [])

/** The product lines: the upstream list calls and the URL segments under /products. */
const categories = ['fan', 'light', 'solar', 'ac', 'frp', 'trading'] as const
export const CategorySchema = z.enum(categories)
export type Category = z.infer<typeof CategorySchema>

/** Categories with a detail page at /products/{category}/{slug}; trading items have none. */
export const detailCategories = ['fan', 'light', 'solar', 'ac', 'frp'] as const satisfies readonly Category[]
export type DetailCategory = (typeof detailCategories)[number]
export const isDetailCategory = (value: string): value is DetailCategory => (detailCategories as readonly string[]).includes(value)

export const slugPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/
export const SlugSchema = z.string().regex(slugPattern, 'a slug is letters, digits, "-" and "_"')

const logoKinds = ['happy-customer', 'channel-partner'] as const
export const LogoKindSchema = z.enum(logoKinds)
export type LogoKind = z.infer<typeof LogoKindSchema>

export const LogoSchema = z.object({
  _id: id,
  name: text,
  image: z.object({ cover: text.min(1) }),
})
export type Logo = z.infer<typeof LogoSchema>

const ModelDetailSchema = z.object({
  id,
  column1: text,
  column2: z.union([text, z.number()]).transform(String),
})

export const ModelSchema = z.object({
  _id: id,
  /** The model's label, such as "SL-30W". */
  id: z.union([text, z.number()]).transform(String),
  details: z
    .array(ModelDetailSchema)
    .nullish()
    .transform((value) => value ?? []),
})
export type Model = z.infer<typeof ModelSchema>

/** A single text on the fan detail answer, a list of tags elsewhere: always a list here. */
const TradingPartnerSchema = z
  .union([text, z.array(text)])
  .nullish()
  .transform((value) => (value == null ? [] : typeof value === 'string' ? [value] : value))
  .transform((names) => names.map((name) => name.trim()).filter(Boolean))

export const ProductSchema = z.object({
  _id: id,
  slug: SlugSchema,
  name: text.min(1),
  shortDescription: optionalText,
  /** HTML from upstream: sanitize before rendering (lib/text/html.ts). */
  description: optionalText,
  /** The upstream's brand line, such as "sailite" or "technozen"; not the product line. */
  category: optionalText,
  productType: CategorySchema.optional().catch(undefined),
  tradingPartner: TradingPartnerSchema,
  keyFeatures: textList,
  keyPoints: textList,
  images: z.object({
    cover: text.min(1),
    more: textList,
  }),
  /** An empty string means the product is not sold there: no button. */
  amazonLink: optionalText,
  flipkartLink: optionalText,
  gemLink: optionalText,
  models: z
    .array(ModelSchema)
    .nullish()
    .transform((value) => value ?? []),
})
export type Product = z.infer<typeof ProductSchema>

/**
 * A product as the lists show it (landing grids, carousels, trading cards, /brands): no HTML
 * description, key features or models, which only its detail page, read by slug, needs. The
 * lists are cached as these, so a line of thousands of products fits Next's data cache.
 */
export const ProductCardSchema = ProductSchema.pick({
  _id: true,
  slug: true,
  name: true,
  shortDescription: true,
  category: true,
  productType: true,
  tradingPartner: true,
  keyPoints: true,
  images: true,
  amazonLink: true,
  flipkartLink: true,
  gemLink: true,
})
export type ProductCard = z.infer<typeof ProductCardSchema>
