import type { FaqItem } from '@/content/schemas'

export const fanFaq: FaqItem[] = [
  {
    id: 'fan-1',
    question: 'What is a BLDC fan and how is it different from an ordinary ceiling fan?',
    answer:
      'A BLDC (brushless direct current) fan runs on a permanent-magnet motor that is switched electronically instead of through an induction winding. There are no brushes to wear out and far less heat is lost in the motor, so the same air delivery needs a fraction of the power: our fans draw 26-35 W where an ordinary fan draws 70-75 W.',
  },
  {
    id: 'fan-2',
    question: 'How much electricity will I actually save?',
    answer:
      'Savings of up to 50% are typical. A fan that runs 16 hours a day at ₹6.60 a unit costs about ₹3,006 a year at 78 W, and about ₹1,233 at 32 W, a saving of around ₹1,773 a year per fan. On a computer, the savings calculator on our BLDC Fans page works it out for your number of fans.',
  },
  {
    id: 'fan-3',
    question: 'What does a BLDC fan cost?',
    answer:
      'Our BLDC fans start from Rs. 2,400. Institutional and bulk orders, and orders through the government e-marketplace, are priced on request.',
  },
  {
    id: 'fan-4',
    question: 'Will the fan work properly at low voltage or on an inverter?',
    answer:
      'Yes. The electronic drive keeps the speed steady across a wide voltage range, so the fan does not slow down in the evening when the supply drops, and its low draw lets it run about three times longer on the same inverter battery.',
  },
  {
    id: 'fan-5',
    question: 'Do BLDC fans need a special regulator or wiring?',
    answer:
      'No special wiring is needed: the fan connects to the same point as your old fan. Speed, sleep timer and reverse mode are set from the remote (and on smart models from the app or by voice), so a wall regulator is not required; a plain on/off switch is enough.',
  },
  {
    id: 'fan-6',
    question: 'What warranty and service do you offer?',
    answer:
      'Every fan carries a manufacturer warranty on the motor and electronics, and our service network covers Mumbai and the major cities of Maharashtra, Gujarat and Karnataka. Institutional buyers get a named service contact for the duration of the contract.',
  },
]
