import { company } from '@/content/company/identity'

export const ogSize = { width: 1200, height: 630 }

/** The social card drawn by next/og (Satori: inline styles and flexbox only). */
export function OgCard({ eyebrow, title, text, image }: { eyebrow: string; title: string; text: string; image?: string }) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#0b2545', color: 'white', fontFamily: 'Inter' }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 64, flex: 1 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, fontWeight: 700 }}>
          <div style={{ width: 44, height: 44, borderRadius: 22, background: '#f59e0b' }} />
          {company.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 26, color: '#f59e0b', textTransform: 'uppercase', letterSpacing: 4 }}>{eyebrow}</div>
          <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
          <div style={{ fontSize: 28, color: '#cbd5e1', lineHeight: 1.35 }}>{text}</div>
        </div>
        <div style={{ fontSize: 22, color: '#94a3b8' }}>{company.tagline}</div>
      </div>
      {image ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 480, background: 'white' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> only */}
          <img src={image} width={420} height={420} alt="" />
        </div>
      ) : null}
    </div>
  )
}
