import { tokenize } from '@/lib/search/query'
import type { RawItem } from '../tests/fixtures/upstream/data'

/**
 * Query shapes for the search bench: a visitor's plain query, and the shapes an attacker would
 * try to make each query cost the most at 20,000 products. Each shape gives a different query
 * every round (different words, never just another order, which the index now answers from
 * one cache entry), so every one is looked up afresh.
 */
export type Shape = { name: string; example: string; query: (round: number) => string }

/** A seeded generator, so every run sends the same queries. */
function generator(seed: number) {
  let state = seed
  return () => (state = (state * 16807) % 2147483647) / 2147483647
}

/**
 * `count` words of the pool, a different set each round (the same set in another order is the
 * same query) while the pool has enough sets; past them a set repeats, answered from the cache.
 */
function sets(pool: readonly string[], count: number, rounds: number): string[] {
  const random = generator(pool.length * 101 + count)
  const seen = new Set<string>()
  const queries: string[] = []
  for (let tries = 0; queries.length < rounds; tries++) {
    const words = [...pool].sort(() => random() - 0.5).slice(0, count)
    const key = [...words].sort().join(' ')
    if (seen.has(key) && tries < 100 * rounds) continue
    seen.add(key)
    queries.push(words.join(' '))
  }
  return queries
}

const everyLine = ['fan', 'light', 'solar', 'ac', 'frp', 'trading', 'led', 'sailite', 'technozen']
const typos = [
  'bldcc',
  'fann',
  'stret',
  'ligth',
  'invertor',
  'tecnozen',
  'coper',
  'wier',
  'gazeebo',
  'aerobreez',
  'cassete',
  'sailte',
  'lightq',
  'soalr',
  'ceilng',
  'arkvlt',
  'inverterr',
  'condtioner',
]
const short = ['a', 'b', 'c', 'e', 's', 'l', 'w', 'x', 'sl', 'tz', 'ak', 'ac', 'mm', 'kw', 'kv', 'tb', 'sp', 'in']
const codes = [
  '0',
  '1',
  '5',
  '12',
  '15',
  '25',
  '000',
  '001',
  '002',
  '100',
  '120',
  '140',
  '199',
  '1200',
  '1400',
  'TZ-1200-ECO',
  'SL-B12',
  'AK-SP15-5S',
]
const scripts = [
  'पंखा',
  'लाइट',
  'बल्ब',
  'ЛЕД',
  'лампа',
  '风扇',
  '灯',
  'مروحة',
  'ＬＥＤ',
  'ﬁtting',
  'fän',
  'lïght',
  'sölar',
  '𝕗𝕒𝕟',
  'Z̸a̴l̵g̶o̷',
  'fan',
  'led',
]

/**
 * Words of the 32 letters looked up, as many as the 100 characters a query keeps hold (three),
 * starting like catalogue words or random: each gets the two typos a long word may carry.
 */
function longWords(round: number): string {
  const random = generator(round + 7)
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const word = (start: string) => (start + Array.from({ length: 32 }, () => letters[Math.floor(random() * 26)]).join('')).slice(0, 32)
  return [round % 2 ? 'technozenaerobreezebldcceiling' : 'sailiteledstreetlight', 'arkvoltinvertersplit', ''].map(word).join(' ')
}

/**
 * The catalogue's words as a visitor and an attacker see them: products' names (a plain query
 * names one) and the words most products hold (letters only, as many as the rounds need).
 */
export function catalogueWords(lines: Record<string, RawItem[]>, count: number) {
  const items = Object.values(lines).flat()
  const held = new Map<string, number>()
  for (const item of items) {
    const text = [item.name, item.tradingPartner, item.keyFeatures].flat().join(' ')
    for (const word of new Set(tokenize(text))) if (/^\p{L}{2,}$/u.test(word)) held.set(word, (held.get(word) ?? 0) + 1)
  }
  const common = [...held].sort((a, b) => b[1] - a[1]).map(([word]) => word)
  return { names: items.map((item) => String(item.name)), common: common.slice(0, count) }
}

/**
 * The shapes, each with a query for rounds 0 to `rounds` (the last warms it up), from the
 * catalogue's words (`catalogueWords` with at least `rounds + 1` common words).
 */
export function shapes(rounds: number, { names, common }: ReturnType<typeof catalogueWords>): Shape[] {
  const fixed = (name: string, list: string[]): Shape => ({ name, example: list[0]!, query: (round) => list[round % list.length]! })
  const spread = (round: number) => names[(round * 7919) % names.length]!
  // A product's most distinctive word (its longest) and its number: what a visitor looking for it types.
  const plain = (round: number) => {
    const words = spread(round).split(' ')
    return `${[...words.slice(0, -1)].sort((a, b) => b.length - a.length)[0]} ${words.at(-1)}`
  }
  return [
    { name: 'plain: a name word and its number (baseline)', example: plain(0), query: plain },
    { name: 'a full product name', example: spread(0), query: spread },
    fixed('six common words', sets(common.slice(0, 16), 6, rounds + 1)),
    fixed('six words every line holds', sets(everyLine, 6, rounds + 1)),
    fixed('one common word', common),
    fixed('six typos', sets(typos, 6, rounds + 1)),
    fixed('six one- and two-letter words', sets(short, 6, rounds + 1)),
    fixed('six numbers and model codes', sets(codes, 6, rounds + 1)),
    fixed(
      'one common word six times, mixed case',
      common.map((word) => `${word} ${word.toUpperCase()} ${word} ${word} ${word} ${word}`),
    ),
    { name: 'three words of 32 letters (the 100-character cap)', example: longWords(0), query: longWords },
    fixed('six words in mixed scripts', sets(scripts, 6, rounds + 1)),
  ]
}
