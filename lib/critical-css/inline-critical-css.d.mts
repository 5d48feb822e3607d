export function holdsFirstPaint(html: string): boolean
export function criticalCssInliner(staticDir: string): (html: string) => string
export function inlineCriticalCss(html: string): string
