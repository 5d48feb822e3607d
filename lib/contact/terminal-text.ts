/**
 * What a terminal would not simply print: control characters (C0, DEL, C1; ESC and CSI start
 * sequences that retitle the window, move the cursor or clear lines), format characters (bidi
 * controls show text in another order than stored), line and paragraph separators, and lone
 * surrogates. The joiners stay: they only shape Indic scripts and emoji. The backslash is
 * written out too, so text that merely looks like an escape cannot pass for one.
 */
const unprintable = /\\|(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu

/** `text` safe to print on a terminal: every such character visible as \uXXXX (\u{XXXXX} beyond the BMP). */
export function escapeForTerminal(text: string): string {
  return text.replace(unprintable, (character) => {
    if (character === '\\') return '\\\\'
    const code = character.codePointAt(0) ?? 0
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}
