import { enquiryHref, fitSubject } from './enquiry'
import { contactLimits } from './fields'
import { ContactMessageSchema } from './message'

const sendable = (subject: string) =>
  ContactMessageSchema.safeParse({ senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: subject, messageBody: 'Hi' })
    .success

describe('enquiryHref', () => {
  it('names the product in the contact page’s query', () => {
    expect(enquiryHref('sailite-led-bulb')).toBe('/contact?product=sailite-led-bulb')
  })
})

describe('fitSubject', () => {
  it('keeps a subject that fits as it is', () => {
    expect(fitSubject('Enquiry: Sailite LED Bulb')).toBe('Enquiry: Sailite LED Bulb')
  })

  it('keeps a whole character beyond the BMP inside a subject that fits', () => {
    expect(fitSubject('Enquiry: 🌀 Fan')).toBe('Enquiry: 🌀 Fan')
  })

  it('puts a name given on several lines on one', () => {
    expect(fitSubject('Enquiry: Sailite\nLED  Bulb\t')).toBe('Enquiry: Sailite LED Bulb')
  })

  it('cuts a long name to the subject’s limit without halving a character', () => {
    expect(fitSubject(`Enquiry: ${'x'.repeat(500)}`)).toHaveLength(contactLimits.messageSubject)
    const emoji = fitSubject(`${'x'.repeat(contactLimits.messageSubject - 1)}😀`)
    expect(emoji).toBe('x'.repeat(contactLimits.messageSubject - 1))
    expect(sendable(emoji)).toBe(true)
    expect(sendable(fitSubject(`Enquiry: ${'x'.repeat(500)}`))).toBe(true)
  })
})
