export const faqLabels = {
  heading: 'Frequently asked questions',
  lead: 'Answers to what buyers ask us most. Something else on your mind?',
  homeLink: 'Back to home',
  contactLink: 'Ask our team',
} as const
