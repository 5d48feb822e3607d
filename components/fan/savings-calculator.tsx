'use client'

import { useState } from 'react'
import { fanLanding } from '@/content/landings/fan'
import { calculatorRules, clampFanCount, savingsFor } from '@/lib/fan/savings-calculator'

const labels = fanLanding.calculator

/** The BLDC savings calculator (desktop only): fan count 1 to 10, yearly figures below. */
export function SavingsCalculator() {
  const [fans, setFans] = useState<number>(calculatorRules.initialFans)
  const savings = savingsFor(fans)
  const figures = [
    { label: labels.normal, value: savings.normal, tone: 'text-slate-700' },
    { label: labels.bldc, value: savings.bldc, tone: 'text-navy-900' },
    { label: labels.savingOneYear, value: savings.savingOneYear, tone: 'text-leaf' },
    { label: labels.savingTenYears, value: savings.savingTenYears, tone: 'text-leaf' },
  ]
  return (
    <section aria-labelledby="calculator-heading" className="hidden bg-navy-900 py-16 text-white lg:block">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="calculator-heading" className="text-3xl font-bold tracking-tight">
            {labels.heading}
          </h2>
          <p className="mt-3 text-slate-300">{labels.text}</p>
          <div className="mt-8 flex items-baseline justify-between font-semibold">
            <label htmlFor="fan-count">{labels.fansLabel}</label>
            <output htmlFor="fan-count" className="text-4xl font-bold text-amber-brand" data-testid="fan-count">
              {fans}
            </output>
          </div>
          <input
            id="fan-count"
            type="range"
            min={calculatorRules.minFans}
            max={calculatorRules.maxFans}
            step={calculatorRules.step}
            value={fans}
            onChange={(event) => setFans(clampFanCount(event.currentTarget.valueAsNumber))}
            className="mt-4 w-full accent-amber-brand"
          />
          <p className="mt-6 text-sm text-slate-400">{labels.assumptions}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4" aria-live="polite">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-2xl bg-white p-6">
              <dt className="text-sm font-semibold text-slate-500">{figure.label}</dt>
              <dd className={`mt-2 text-3xl font-bold ${figure.tone}`}>₹{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
