import type { ChangeCode, RefusalCode } from '@/lib/catalogue/report/findings'

/**
 * The catalogue report in a marketer's words: why an upstream item is not shown, or what the site
 * changed of it, one text per code of lib/catalogue/report. The webhook's answer, `npm run
 * catalogue:check` and the preview of a refused product all word it here.
 */
type Params = Readonly<Record<string, string>> | undefined
type Finding<C> = { code: C; field: string; params?: Params }

const p = (params: Params, name: string) => params?.[name] ?? '?'
const URL_CHARACTERS = 'use letters, digits, `-` and `_`'

const refusals: Record<RefusalCode, (field: string, params: Params) => string> = {
  not_an_item: () => 'the item is not a product record (an object with fields)',
  slug_missing: () => '`slug` is missing',
  slug_spaces: (_, params) => `slug \`${p(params, 'value')}\` has spaces: ${URL_CHARACTERS}`,
  slug_characters: (_, params) =>
    `slug \`${p(params, 'value')}\` has characters a web address cannot carry: ${URL_CHARACTERS}, starting with a letter or digit`,
  slug_too_long: (_, params) => `slug \`${p(params, 'value')}\` is longer than 128 characters`,
  name_missing: () => '`name` is missing',
  name_empty: () => '`name` is empty',
  cover_missing: () => '`images.cover` is missing',
  cover_empty: () => '`images.cover` is empty',
  field_invalid: (field, params) =>
    params?.expected ? `\`${field}\` is not valid: expected ${params.expected}` : `\`${field}\` is not valid`,
  duplicate_slug: (_, params) =>
    `another product has the same slug and is shown instead (\`_id\` ${p(params, 'winnerId')}, in the \`${p(params, 'winnerLine')}\` list): give this one a slug of its own`,
}

const changes: Record<ChangeCode, (field: string, params: Params) => string> = {
  image_host: (field, params) =>
    params?.host
      ? `\`${field}\` is on ${params.host}, which is not an allowed image host (IMAGE_HOSTS): a placeholder is shown`
      : `\`${field}\` \`${p(params, 'value')}\` is not an https address on an allowed image host: a placeholder is shown`,
  marketplace_link: (field, params) => `\`${field}\` \`${p(params, 'value')}\` is not an https link: no button is shown`,
  html_removed: (field, params) => `HTML removed from \`${field}\`: ${p(params, 'removed')}`,
  other_line: (_, params) =>
    `\`productType\` is \`${p(params, 'productType')}\` but the product is in the \`${p(params, 'listedIn')}\` list: ` +
    (params?.servedUnder
      ? `its page is served under ${params.servedUnder} (/products/${params.servedUnder}/…)`
      : 'it has no page of its own'),
}

export const refusalText = ({ code, field, params }: Finding<RefusalCode>): string => refusals[code](field, params)
export const changeText = ({ code, field, params }: Finding<ChangeCode>): string => changes[code](field, params)

/** The preview of a product visitors do not get (in place of the 404). */
export const refusedPreview = {
  title: 'Not shown to visitors',
  heading: 'This product is not shown to visitors',
  lead: 'Upstream lists an item under this address, but the site refuses it. Visitors get “page not found” until it is fixed upstream:',
  item: (id: string | null) => (id ? `Item \`_id\` ${id}` : 'An item with no `_id`'),
  after: 'Fix the item upstream, then publish it (the webhook, or npm run revalidate) and open this preview again.',
} as const
