/**
 * Fills `{{name}}` placeholders from `values`: a page written once names the company as its
 * identity says, wherever that changes. A placeholder with no value is an error, so a misspelt
 * one stops the build instead of reaching a visitor.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for the placeholder {{${name}}}`)
    return value
  })
}
