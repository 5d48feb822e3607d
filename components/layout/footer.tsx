import Link from 'next/link'
import { addressLine, company } from '@/content/company/identity'
import { footer } from '@/content/navigation'
import { NewTabNote } from '@/components/ui/new-tab-note'
import { telHref } from '@/lib/text/tel-href'
import { Brand } from './brand'
import { Copyright } from './copyright'
import { FooterLinks } from './footer-links'
import { Reveal } from './reveal'

const link = 'inline-flex footer-link'
const newTab = { target: '_blank', rel: 'noreferrer' } as const

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="footer-grid">
        <Reveal delay={0.5} className="footer-brand">
          <Brand />
          <p className="max-w-xs text-slate-300">{company.tagline}</p>
        </Reveal>
        <Reveal delay={0.1}>
          <h2 className="footer-heading">{footer.quickLinks.heading}</h2>
          <FooterLinks links={footer.quickLinks.links} />
        </Reveal>
        <Reveal delay={0.1}>
          <h2 className="footer-heading">{footer.support.heading}</h2>
          <FooterLinks links={footer.support.links} />
        </Reveal>
        <Reveal delay={0.1} className="col-span-2 lg:col-span-1">
          <h2 className="footer-heading">{footer.contact.heading}</h2>
          <address className="flex flex-col items-start not-italic">
            {company.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className={link}>
                {phone}
              </a>
            ))}
            <a href={`mailto:${company.supportEmail}`} className={link}>
              {company.supportEmail}
            </a>
            <a href={company.mapsUrl} {...newTab} className={link}>
              {addressLine}
              <NewTabNote />
            </a>
          </address>
          <p className="mt-4 text-sm text-slate-400">
            <Copyright year={year} />
          </p>
        </Reveal>
      </div>
      <div className="border-t border-white/10">
        <div className="footer-bar">
          <Link href={footer.bottomBar.supportLink.path} className={link}>
            {footer.bottomBar.supportLink.title}
          </Link>
          <p>
            <Copyright year={year} />. {footer.rightsReserved}
          </p>
          <p className="flex flex-wrap items-center gap-x-4">
            <a href={company.socialUrl} {...newTab} className={link}>
              {footer.bottomBar.socialLabel}
              <NewTabNote />
            </a>
            <span>
              {footer.agencyPrefix}{' '}
              <a href={company.agency.url} {...newTab} className={link}>
                {company.agency.name}
                <NewTabNote />
              </a>
            </span>
          </p>
        </div>
      </div>
    </footer>
  )
}
