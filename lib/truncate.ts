/**
 * A short description cut for a card or slide: at most `max` characters, then '...' when something was
 * cut. Counts characters as people see them (an emoji or ₹ is one), and drops the space the
 * cut may leave before the ellipsis.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

export function truncate(text: string, max: number): string {
  const characters = Array.from(graphemes.segment(text.trim()), ({ segment }) => segment)
  if (characters.length <= max) return characters.join('')
  return `${characters.slice(0, max).join('').trimEnd()}...`
}
