import type { Facts, PageText } from '../types';

export function refundPolicy(facts: Facts): PageText {
  return {
    title: 'Refund and Cancellation Policy',
    intro: `Because ${facts.brandName} buys gold from you, a refund usually means a problem with your payment, or a change of plan before the sale. Here is how we handle each case.`,
    sections: [
      {
        heading: 'Before you accept our offer',
        paragraphs: [
          'You may change your mind at any time before you accept our offer. There is no charge, and your gold is handed back to you straight away.',
          'Quotes and testing are always free.',
        ],
      },
      {
        heading: 'After the sale',
        paragraphs: [
          'Once you accept our offer and are paid, the sale is final. We cannot cancel the sale, return the gold or sell it back to you. Please take your time before you decide.',
        ],
      },
      {
        heading: 'Problems with a payment',
        bullets: [
          'Most payments are instant. Some bank transfers may take 24 to 48 working hours to reach your account.',
          'If you were paid less than the agreed amount, or the money has not arrived, please tell us within 72 hours.',
          'We will check our records and the bank’s records. If we owe you money, we will pay the difference promptly.',
          'If a bank transfer fails, we will send it again once your account details are confirmed.',
        ],
      },
      {
        heading: 'Doorstep appointments',
        bullets: [
          'Doorstep service is free for now.',
          'To cancel or change your appointment, please tell us at least 2 hours before the visit.',
          'If you cancel later than that, a nominal fee may apply.',
          'If we have to cancel, we will tell you as early as we can, and there is no charge to you.',
        ],
      },
      {
        heading: 'Pledge release and loans',
        bullets: [
          'Once we have paid your lender to release your gold, that payment cannot be reversed. If you then decide not to sell, the amount we paid is treated as a short-term loan under our Loan and Interest Disclosure Policy.',
          'You can repay a loan early at any time, at no extra charge. Interest is charged only for the days used, on the daily reducing balance.',
          'A repledge loan from one of our lending partners follows that partner’s cancellation terms. We explain them to you before you sign.',
        ],
      },
      {
        heading: 'How to ask for help',
        paragraphs: [
          `Call us on ${facts.phone} or e-mail ${facts.email}. Please tell us your name, the date of the transaction and any receipt number.`,
        ],
      },
    ],
  };
}
