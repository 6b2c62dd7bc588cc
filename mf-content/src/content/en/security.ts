import type { Facts, PageText } from '../types';

export function securityPolicies(facts: Facts): PageText {
  return {
    title: 'Security Policies',
    intro:
      'This page explains how we keep you, your gold and your information safe, how we value your gold, how we check identity, and the terms of any short-term loan against gold.',
    sections: [
      {
        heading: 'Security Policy',
        paragraphs: ['Your safety matters to us at every step.'],
        bullets: [
          'Your gold is tested and weighed only in front of you. It stays in your sight until you have been paid.',
          'Our branches are protected by CCTV cameras and secure storage.',
          'Staff who visit your home carry company ID. Please ask to see it before you hand over any gold.',
          'Customer data sent through our website is encrypted.',
          'Inside our company, access to customer data is role-based. Staff see only what they need for their work.',
          `We will never ask for your bank PIN, OTP or password. Do not share them with anyone, even if they say they are from ${facts.brandName}.`,
          `If something does not look right, please call us at once on ${facts.phone}, or e-mail ${facts.email}.`,
        ],
      },
      {
        heading: 'Valuation and Appraisal Policy',
        paragraphs: ['We want you to understand exactly how your gold is valued.'],
        bullets: [
          'Purity is shown both in karats and as a percentage. For example, 22K gold is 91.6% pure, 18K gold is 75% pure and 24K gold is 99.9% pure.',
          'We use non-destructive, BIS-certified testing methods. Your gold is not cut, melted or damaged.',
          'Testing and weighing are done in your presence.',
          'The value is worked out from the weight of your gold, its purity and the live market rate at the time of testing.',
          'Stones set in your jewellery are valued and paid for separately.',
          'We explain every figure to you. There are no hidden deductions.',
        ],
      },
      {
        heading: 'KYC and AML Policy',
        paragraphs: [
          'KYC means Know Your Customer. AML means Anti-Money Laundering. These checks protect you, and they help stop the trade in stolen gold and illegal money.',
        ],
        bullets: [
          'KYC must be completed before any transaction.',
          'You must show a valid government photo ID, such as Aadhaar, Voter ID or Passport.',
          'PAN is mandatory for transactions above INR 2,00,000.',
          'You must give proof of address, such as a utility bill not older than 2 months.',
          'We keep KYC records for at least 5 years, as the law requires.',
          'We report suspicious transactions to the authorities when the law requires it.',
          'We do not accept stolen or illegal gold.',
        ],
      },
      {
        heading: 'Loan and Interest Disclosure Policy',
        paragraphs: [
          'Sometimes we, or our lending partners, give a short-term loan against gold, for example while your pledged gold is being released or repledged. These are the terms. We explain them to you in person, and give them to you in writing, before you sign.',
        ],
        bullets: [
          'Interest: 12% to 24% per annum, charged on the daily reducing balance. You pay interest only on the amount still due.',
          'Tenure: from 1 day to 1 week.',
          'Loan amount: at most 75% of the appraised value of your gold, excluding stones.',
          'Grace period: up to 2 days after the due date.',
          'Late payment: penal interest of up to 3% per annum on the overdue amount.',
          'Early repayment: you can close the loan at any time, at no extra charge.',
          'Auction: if the loan is still unpaid, the gold may be marked for auction at 30 to 45 days past due. We will always give you at least 15 days’ written notice first.',
          'If an auction brings in more than you owe, the extra amount is paid back to you.',
        ],
      },
    ],
  };
}
