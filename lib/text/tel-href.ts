/** `tel:` wants the number without spaces or punctuation. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
