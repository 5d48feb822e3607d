import happyCustomers from '@/lib/catalogue/demo/logos/happy-customer.json'
import channelPartners from '@/lib/catalogue/demo/logos/channel-partner.json'
import ac from '@/lib/catalogue/demo/products/ac.json'
import fan from '@/lib/catalogue/demo/products/fan.json'
import frp from '@/lib/catalogue/demo/products/frp.json'
import light from '@/lib/catalogue/demo/products/light.json'
import solar from '@/lib/catalogue/demo/products/solar.json'
import trading from '@/lib/catalogue/demo/products/trading.json'
import { parseList } from './parse'
import { toProductCard } from './product-card'
import { productSliceOf } from './product-page'
import { type Category, type Logo, LogoSchema, type LogoKind, type Product, ProductSchema } from './schemas'
import { checkLine } from './report/check-line'
import { toSearchDocument } from './search-document'
import { pageHash } from './page-hash'
import type { CatalogueSource } from './source'
import { logEvent } from '@/lib/log/log.mjs'

/**
 * The demo catalogue under lib/catalogue/demo/, served through the same interface as upstream so
 * a fresh clone shows the whole site. It goes through the same schemas: a typo in the JSON is
 * reported like a broken upstream item, not rendered.
 */
const productFiles: Record<Category, unknown> = { fan, light, solar, ac, frp, trading }
const logoFiles: Record<LogoKind, unknown> = { 'happy-customer': happyCustomers, 'channel-partner': channelPartners }

function parsed<T>(label: string, list: { items: T[]; dropped: string[] } | null): T[] {
  if (!list) throw new Error(`lib/catalogue/demo/${label} is not a JSON list`)
  if (list.dropped.length > 0)
    logEvent('error', 'catalogue.invalid_items', { file: `lib/catalogue/demo/${label}`, reason: list.dropped.join('; ') })
  return list.items
}

const products = new Map<Category, Product[]>()
function productsOf(category: Category): Product[] {
  let list = products.get(category)
  if (!list) {
    list = parsed(`products/${category}.json`, parseList(ProductSchema, productFiles[category])).map((product) => ({
      ...product,
      productType: category,
    }))
    products.set(category, list)
  }
  return list
}

const logos = new Map<LogoKind, Logo[]>()
function logosOf(kind: LogoKind): Logo[] {
  let list = logos.get(kind)
  if (!list) {
    list = parsed(`logos/${kind}.json`, parseList(LogoSchema, logoFiles[kind]))
    logos.set(kind, list)
  }
  return list
}

export const embeddedSource: CatalogueSource = {
  // Checked as upstream's lists are, so the demo has a report too.
  loadLine: async (category, { hosts }) => {
    const checked = checkLine(productFiles[category], category, hosts)
    if (!checked) throw new Error(`lib/catalogue/demo/products/${category}.json is not a JSON list`)
    const { products: shown, report } = checked
    return {
      cards: shown.map(toProductCard),
      documents: shown.map(toSearchDocument),
      report,
      fresh: true,
      pages: shown.map(pageHash),
    }
  },
  // Like the upstream fetch call, the product first, then the other products of its line; kept as upstream's is.
  fetchProduct: async (slug, category, id) => {
    const line = productsOf(category)
    const product = line.find((item) => item.slug === slug && (id === undefined || item._id === id))
    return productSliceOf(product ? [product, ...line.filter((item) => item !== product)] : [], slug, id)
  },
  listLogos: async (kind) => logosOf(kind),
}
