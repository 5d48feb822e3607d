'use client'

import { LazyMotion, m, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'
import { revealFrom } from './reveal-style'

const loadFeatures = () => import('./motion-features').then((module) => module.default)

/** The animation itself (fades in and slides down once, 1 s, after `delay`). */
export default function MotionReveal({ children, delay, className }: { children: ReactNode; delay: number; className?: string }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          data-reveal
          className={className}
          initial={revealFrom}
          whileInView={{ opacity: 1, y: 0 }}
          viewport={{ once: true, amount: 0.2 }}
          transition={{ duration: 1, delay }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  )
}
