import { CategorySchema } from '@/lib/catalogue/schemas'
import { tags } from '@/lib/catalogue/tags'

/** The cache tags of the lists the search index is built from: every product, and each line. */
export const listTags: readonly string[] = [tags.allProducts, ...CategorySchema.options.map((line) => tags.category(line))]

/** Whether revalidating these tags changes a list the index reads (a product's own tag or a logo list does not). */
export const touchesLists = (revalidated: readonly string[]) => revalidated.some((tag) => listTags.includes(tag))
