import { contactForm, enquirySubject } from '@/content/contact'
import { sendMessage } from '@/lib/contact/action'
import { fitSubject } from '@/lib/contact/enquiry'
import { ConsentText } from './consent-text'
import { ContactForm } from './contact-form'
import { FindUs } from './find-us'
import { ReachUs } from './reach-us'

type ContactSectionProps = {
  heading?: string
  /** The name of the product the visitor asks about, when they came from its page. */
  enquiry?: string
}

/** 'Contact Us' with the form beside 'Find us here': on the home page and the contact page. */
export function ContactSection({ heading = contactForm.heading, enquiry }: ContactSectionProps) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="container-page grid gap-10 py-16 render-when-near sm:py-20 lg:grid-cols-[3fr_2fr]"
    >
      <div>
        <h2 id="contact-heading" className="mb-8 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {heading}
        </h2>
        <ContactForm
          send={sendMessage}
          text={contactForm}
          subject={enquiry === undefined ? undefined : fitSubject(enquirySubject(enquiry))}
          consent={<ConsentText sentence={contactForm.consent} />}
          reachUs={<ReachUs text={contactForm} />}
        />
      </div>
      <FindUs />
    </section>
  )
}
