import type { Facts, FaqPage } from '../types';

export function faqsPage(facts: Facts): FaqPage {
  return {
    title: 'FAQs',
    intro: `Simple answers to the questions we hear most often. Still not sure? Call or WhatsApp us on ${facts.phone}, or e-mail ${facts.email}.`,
    faqs: [
      {
        question: 'How do I sell my gold?',
        answer: `Call or WhatsApp us on ${facts.phone} to book a home visit or a branch appointment. We test your gold in front of you and make you an offer based on today’s rate. If you accept, you are paid at once.`,
      },
      {
        question: 'How is the price of my gold decided?',
        answer:
          'We follow the live market price of gold on the day you sell. The final amount depends on the weight and purity of your gold. We show you how we arrive at the price.',
      },
      {
        question: 'Can I get a price estimate before I visit?',
        answer:
          'Yes, and it is free. Call or WhatsApp us with the weight and carat of your gold, and we will give you an approximate price. The final price is confirmed only after we check your gold in person.',
      },
      {
        question: `Why should I choose ${facts.brandName}?`,
        answer:
          'We pay the best rate of the day, test your gold in front of you and pay you instantly. We also pay for the stones in your jewellery, and we can come to your home in select locations.',
      },
      {
        question: 'Will testing damage my jewellery?',
        answer:
          'No. We use non-destructive, BIS-certified testing methods. Your jewellery is not cut, scratched or melted.',
      },
      {
        question: 'Do you charge any service fees?',
        answer:
          'No. There are no service fees, no testing charges and no hidden deductions. The amount we offer is the amount you receive.',
      },
      {
        question: 'What documents do I need?',
        answer:
          'Please bring one valid government photo ID, such as Aadhaar, PAN, Voter ID or Passport. PAN is required for sales above INR 2,00,000. We may also ask for proof of address and one referral, that is, someone who knows you and can vouch for you.',
      },
      {
        question: 'Can I buy back my gold after selling it?',
        answer:
          'No. Once a sale is complete and paid, it is final, and we cannot return the gold to you. Please take your time and sell only when you are sure.',
      },
      {
        question: 'Can you help me release gold pledged with a bank or pawnbroker?',
        answer:
          'Yes. Bring your pledge receipt or loan statement. With your consent, we pay the amount due directly to the bank, NBFC or pawnbroker. Once your gold is released, we test it and pay you the remaining value.',
      },
      {
        question: 'Do you offer home pickup?',
        answer: `Yes, in select locations. Call us on ${facts.phone} to check whether we serve your area. Our staff will come to you at a time you choose.`,
      },
      {
        question: 'How will I be paid?',
        answer:
          'On the spot, as soon as you accept our offer. You can choose cash, UPI or bank transfer. Cash is paid within the limits set by law. In rare cases, a bank transfer may take 24 to 48 working hours to reach your account.',
      },
      {
        question: 'Do I have to sell after getting a quote?',
        answer:
          'Not at all. The quote and the testing are free, and there is no obligation to sell. If you decide not to sell, your gold is handed back to you straight away.',
      },
      {
        question: 'What kind of gold do you accept?',
        answer:
          'We accept gold jewellery, coins and bars. Old, antique or broken pieces are welcome too, as long as the gold is genuine. We do not accept stolen, illegal or fake gold.',
      },
      {
        question: 'Who can sell gold to you?',
        answer:
          'Anyone aged 18 or older with a valid government ID, who is the rightful owner of the gold. If you are aged 21 or younger, please also bring a written letter from a parent or guardian.',
      },
    ],
  };
}
