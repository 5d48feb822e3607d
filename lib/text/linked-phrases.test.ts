import { linkedPhrases } from './linked-phrases'

describe('linkedPhrases', () => {
  const links = [
    { phrase: 'Terms of Service', href: '/terms' },
    { phrase: 'Privacy Policy', href: '/privacy' },
  ]

  it('cuts the sentence around each phrase, in the sentence’s order', () => {
    expect(linkedPhrases('I agree to the Privacy Policy and Terms of Service.', links)).toEqual([
      'I agree to the ',
      { text: 'Privacy Policy', href: '/privacy' },
      ' and ',
      { text: 'Terms of Service', href: '/terms' },
      '.',
    ])
  })

  it('leaves out a phrase the sentence does not have, and one inside another', () => {
    expect(linkedPhrases('Read the Privacy Policy', [...links, { phrase: 'Policy', href: '/x' }])).toEqual([
      'Read the ',
      { text: 'Privacy Policy', href: '/privacy' },
    ])
  })
})
