import { z } from 'zod'

/**
 * The shapes of everything under content/. Content files are typed with these (`satisfies`),
 * and a unit test parses every file with them, naming the file and field that breaks one.
 */

const text = z.string()
/** Menu entries, cards and FAQ items are numbered; some by text ("ac-1"). */
const blockId = z.union([z.string().min(1), z.number()]).transform(String)

export const MenuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.union([
    z.object({ id: z.number(), title: text, newTab: z.boolean(), path: text }),
    z.object({ id: z.number(), title: text, newTab: z.boolean(), submenu: z.array(MenuEntrySchema) }),
  ]),
)
/** Written by hand because the schema is recursive; the schema above is checked against it. */
export type MenuEntry =
  { id: number; title: string; newTab: boolean; path: string } | { id: number; title: string; newTab: boolean; submenu: MenuEntry[] }

/** A product line as the products page and the home page show it: a card linking to its landing. */
export const ProductLineCardSchema = z.object({
  id: blockId,
  name: text,
  link: text,
  image: text,
  desc: text,
})
export type ProductLineCard = z.infer<typeof ProductLineCardSchema>

const FaqGroupSchema = z.object({
  subHeading: text,
  points: z.array(text),
  note: text.optional(),
})

export const FaqItemSchema = z.object({
  id: blockId,
  question: text.min(1),
  answer: z.union([text.min(1), z.array(FaqGroupSchema).min(1)]),
})
export type FaqItem = z.infer<typeof FaqItemSchema>

/** An icon card: the fan feature cards and the 'Why go Solar?' cards share this shape. */
export const FeatureItemSchema = z.object({
  id: blockId,
  name: text,
  icon: text,
  desc: text,
})
export type FeatureItem = z.infer<typeof FeatureItemSchema>

export const CategoryTileSchema = z.object({
  id: blockId,
  image: text,
  name: text,
  des: text,
})
export type CategoryTile = z.infer<typeof CategoryTileSchema>

export const serviceGroups = ['setup', 'growth', 'expansion', 'exit'] as const
export const ServicesCatalogueSchema = z.object(
  Object.fromEntries(serviceGroups.map((group) => [group, z.array(text).min(1)])) as Record<
    (typeof serviceGroups)[number],
    z.ZodArray<z.ZodString>
  >,
)
export type ServicesCatalogue = z.infer<typeof ServicesCatalogueSchema>

/** A picture of the site's own, under public/images. */
const image = z.string().regex(/^\/images\/.+\.(webp|svg)$/)

/** Markdown pages (content/pages/): the front matter each file starts with. */
export const PageFrontMatterSchema = z.object({
  /** The browser and search title (the layout adds "| company"). */
  title: z.string().min(2).max(60),
  /** The meta description: a sentence or two, as search results show it. */
  description: z.string().min(50).max(170),
  /** The page's h1. */
  heading: z.string().min(2),
  eyebrow: z.string().optional(),
  /** The picture beside the text: a site image of 4:3 (others are cropped to it). */
  image: z.object({ src: image, alt: z.string() }).optional(),
  /** Key figures beside the text, each a short value ("1993") and what it means. */
  facts: z
    .array(z.object({ value: z.string().min(1).max(12), label: z.string().min(3).max(60) }))
    .max(4)
    .optional(),
})
export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>

/** The typed lists of the company pages (content/company/). */
const id = z.string().regex(/^[a-z0-9-]+$/)

export const TeamMemberSchema = z.object({ id, name: z.string(), role: z.string(), bio: z.string().min(40), image })
export const ProjectSchema = z.object({
  id,
  name: z.string(),
  client: z.string(),
  location: z.string(),
  year: z.number().int().min(1993).max(2026),
  line: z.enum(['solar', 'lighting', 'fans', 'air-conditioning', 'frp']),
  capacity: z.string().optional(),
  summary: z.string().min(40),
  image,
})
export const TestimonialSchema = z.object({ id, quote: z.string().min(40), name: z.string(), role: z.string(), organisation: z.string() })
export const ExhibitionSchema = z.object({
  id,
  name: z.string(),
  venue: z.string(),
  city: z.string(),
  dates: z.string(),
  year: z.number().int(),
  summary: z.string().min(40),
  image,
})
export const RecognitionSchema = z.object({
  id,
  kind: z.enum(['award', 'certification']),
  title: z.string(),
  issuer: z.string(),
  year: z.number().int(),
  description: z.string().min(30),
})
export const PositionSchema = z.object({
  id,
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.enum(['Full-time', 'Contract', 'Internship']),
  experience: z.string(),
  summary: z.string().min(40),
  responsibilities: z.array(z.string()).min(3),
  requirements: z.array(z.string()).min(3),
})
export const MediaItemSchema = z.object({ id, outlet: z.string(), headline: z.string(), date: z.iso.date(), summary: z.string().min(40) })
export const PresentationSchema = z.object({
  id,
  title: z.string(),
  event: z.string(),
  date: z.iso.date(),
  speaker: z.string(),
  summary: z.string().min(40),
})
export const CsrInitiativeSchema = z.object({ id, title: z.string(), summary: z.string().min(40), impact: z.string(), image })
export const ValueSchema = z.object({ id, name: z.string(), desc: z.string().min(20), icon: z.string() })
export const BrandSchema = z.object({ id, name: z.string(), line: z.string(), summary: z.string().min(30), logo: z.string() })

export type TeamMember = z.infer<typeof TeamMemberSchema>
export type Project = z.infer<typeof ProjectSchema>
export type Testimonial = z.infer<typeof TestimonialSchema>
export type Exhibition = z.infer<typeof ExhibitionSchema>
export type Recognition = z.infer<typeof RecognitionSchema>
export type Position = z.infer<typeof PositionSchema>
export type MediaItem = z.infer<typeof MediaItemSchema>
export type Presentation = z.infer<typeof PresentationSchema>
export type CsrInitiative = z.infer<typeof CsrInitiativeSchema>
export type Value = z.infer<typeof ValueSchema>
export type Brand = z.infer<typeof BrandSchema>
