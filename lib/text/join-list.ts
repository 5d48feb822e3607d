/** A list in words: "a", "a and b", "a, b and c", with the joining words given. */
export function joinList(items: readonly string[], words: { between: string; last: string }): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(words.between)}${words.last}${items.at(-1)}`
}
