/**
 * The savings calculator: a fan runs 16 hours a day at ₹6.60 a unit; a normal
 * fan draws up to 78 W, a BLDC fan 32 W. The yearly figures per fan are the company's published ones.
 */
export const calculatorRules = {
  minFans: 1,
  maxFans: 10,
  step: 1,
  initialFans: 1,
  perFanPerYear: { normal: 3006.5, bldc: 1233, saving: 1773 },
  savingYears: 10,
} as const

export type Savings = { normal: string; bldc: string; savingOneYear: string; savingTenYears: string }

const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** Rounded down, in Indian digit grouping (1,77,300). */
export function formatRupees(amount: number): string {
  return indianDigits.format(Math.floor(amount))
}

export function clampFanCount(value: number): number {
  if (!Number.isFinite(value)) return calculatorRules.initialFans
  return Math.min(calculatorRules.maxFans, Math.max(calculatorRules.minFans, Math.round(value)))
}

export function savingsFor(fans: number): Savings {
  const count = clampFanCount(fans)
  const { normal, bldc, saving } = calculatorRules.perFanPerYear
  return {
    normal: formatRupees(count * normal),
    bldc: formatRupees(count * bldc),
    savingOneYear: formatRupees(count * saving),
    savingTenYears: formatRupees(count * saving * calculatorRules.savingYears),
  }
}
