/** A piece of a sentence: plain text, or a phrase that links somewhere. */
export type SentencePart = string | { text: string; href: string }

/**
 * A sentence cut around the phrases that link somewhere, in its order: a marketer edits the
 * sentence whole ("I agree to the Privacy Policy and Terms of Service.") and names the phrases
 * that link. A phrase not in the sentence is left out rather than added.
 */
export function linkedPhrases(sentence: string, links: readonly { phrase: string; href: string }[]): SentencePart[] {
  const found = links
    .map((link) => ({ ...link, at: sentence.indexOf(link.phrase) }))
    .filter((link) => link.at >= 0)
    .sort((a, b) => a.at - b.at)
  const parts: SentencePart[] = []
  let from = 0
  for (const link of found) {
    if (link.at < from) continue
    if (link.at > from) parts.push(sentence.slice(from, link.at))
    parts.push({ text: link.phrase, href: link.href })
    from = link.at + link.phrase.length
  }
  if (from < sentence.length) parts.push(sentence.slice(from))
  return parts
}
