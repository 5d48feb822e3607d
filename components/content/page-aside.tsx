import { Image } from '@/components/ui/image'
import type { ContentPage } from '@/content/pages'
import { mainMenu } from '@/content/navigation'
import { menuSectionOf } from '@/lib/navigation/menu-section'
import { AsideContact } from './aside-contact'
import { KeyFacts } from './key-facts'
import { SectionLinks } from './section-links'

/**
 * The side panel beside a company page's text, so the page uses its width: the page's picture
 * and key figures (front matter), its sibling pages in the menu, and the way to the contact form
 * (except on the contact page). Two columns of cards on tablets, where it sits below the text;
 * there the picture takes the height of the card beside it. A panel that is only a picture shows
 * only beside the text: below it, it would just push the page's content down.
 */
export function PageAside({ page }: { page: ContentPage }) {
  const { image, facts } = page.frontMatter
  const section = menuSectionOf(mainMenu, page.path)
  const cards = [
    facts?.length ? <KeyFacts key="facts" facts={facts} /> : null,
    section ? <SectionLinks key="section" section={section} current={page.path} /> : null,
    page.path === '/contact' ? null : <AsideContact key="contact" />,
  ].filter(Boolean)
  const pictureOnly = cards.length === 0
  return (
    <aside
      className={`${pictureOnly ? 'hidden lg:grid' : 'grid'} content-start gap-6 md:grid-cols-2 lg:grid-cols-1 md:[&>:last-child:nth-child(odd)]:col-span-2 lg:[&>:last-child:nth-child(odd)]:col-span-1`}
    >
      {image ? (
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-slate-100 md:max-lg:aspect-auto md:max-lg:min-h-64">
          {/* Beside the text on a desktop it is the largest thing in view: not lazy-loaded. */}
          <Image
            src={image.src}
            alt={image.alt}
            fill
            loading="eager"
            // Tailwind's lg, where a panel of only a picture shows: phones do not fetch it.
            media={pictureOnly ? '(min-width: 64rem)' : undefined}
            sizes="(min-width: 1280px) 470px, (min-width: 1024px) 40vw, (min-width: 768px) 50vw, 100vw"
            className="object-cover"
          />
        </div>
      ) : null}
      {cards}
    </aside>
  )
}
