import type { ReactNode } from 'react'

/** How many cards a row holds, from a width up (Tailwind's breakpoints). */
export type GridColumns = { base?: 1 | 2; sm?: 2; md?: 2; lg?: 2 | 3 | 4; xl?: 3 | 4 }

// Written out whole so Tailwind finds every class.
const columnClasses = {
  base: { 1: '[--cols:1]', 2: '[--cols:2]' },
  sm: { 2: 'sm:[--cols:2]' },
  md: { 2: 'md:[--cols:2]' },
  lg: { 2: 'lg:[--cols:2]', 3: 'lg:[--cols:3]', 4: 'lg:[--cols:4]' },
  xl: { 3: 'xl:[--cols:3]', 4: 'xl:[--cols:4]' },
} as const
const gaps = { 6: 'gap-6 [--gap:1.5rem]', 8: 'gap-8 [--gap:2rem]' } as const

/**
 * A grid of cards whose short last row is centred under the full ones, instead of leaving a lone
 * card at the left (5 products in rows of 4): a wrapping row of cards, each a row's share of the
 * width less its share of the gaps. Cards in one row keep one height.
 */
export function CardGrid({
  items,
  columns,
  gap = 6,
}: {
  items: readonly { key: string; content: ReactNode }[]
  columns: GridColumns
  gap?: keyof typeof gaps
}) {
  const cols = [
    columnClasses.base[columns.base ?? 1],
    columns.sm && columnClasses.sm[columns.sm],
    columns.md && columnClasses.md[columns.md],
    columns.lg && columnClasses.lg[columns.lg],
    columns.xl && columnClasses.xl[columns.xl],
  ]
  return (
    <ul className={`flex flex-wrap justify-center ${gaps[gap]} ${cols.filter(Boolean).join(' ')}`}>
      {items.map((item) => (
        <li key={item.key} className="card-cell">
          {item.content}
        </li>
      ))}
    </ul>
  )
}
