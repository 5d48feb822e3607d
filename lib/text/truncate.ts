/**
 * A short description cut for a card or slide: at most `max` characters, then '...' when something was
 * cut. Counts characters as people see them (an emoji or ₹ is one), and drops the space the
 * cut may leave before the ellipsis.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

const charactersOf = (text: string) => Array.from(graphemes.segment(text.trim()), ({ segment }) => segment)

export function truncate(text: string, max: number): string {
  const characters = charactersOf(text)
  if (characters.length <= max) return characters.join('')
  return `${characters.slice(0, max).join('').trimEnd()}...`
}

/**
 * As much of `text` as `truncate` reads for any `max` up to `longest`, to keep instead of the whole
 * text: `truncate(truncationSource(text, longest), max)` is `truncate(text, max)`. A longer text
 * keeps a marker after its first `longest` characters (not trimmed, so it still counts as cut).
 */
export function truncationSource(text: string, longest: number): string {
  const characters = charactersOf(text)
  if (characters.length <= longest) return characters.join('')
  return `${characters.slice(0, longest).join('')}...`
}
