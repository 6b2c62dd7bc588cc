import type { Facts, PageText } from '../types';

export function privacyPolicy(facts: Facts): PageText {
  return {
    title: 'Privacy Policy',
    intro: `${facts.brandName} is run by ${facts.legalName}, a limited liability partnership. We respect your privacy. This policy explains, in plain words, what information we collect, why we collect it and how we keep it safe.`,
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: ['We collect only what we need to serve you.'],
        bullets: [
          'Contact details you give us, such as your name, mobile number, e-mail address and city.',
          'Gold details you enter in our calculator, such as weight and carat.',
          'Franchise enquiry details, such as your work experience, the funds you have available and any certificate you upload.',
          'Identity and address documents needed for KYC when you sell, such as Aadhaar, PAN, Voter ID or Passport, and a recent utility bill.',
          'Your bank account or UPI details, so that we can pay you.',
          'Pledge details, such as your loan receipt, when you ask us to release or repledge your gold.',
          'Basic technical data, such as your browser type, and a security cookie that protects our forms.',
        ],
      },
      {
        heading: 'Why we use your information',
        bullets: [
          'To give you a price estimate and reply to your enquiry.',
          'To book and carry out home visits and branch appointments.',
          'To check your identity and follow KYC and anti-money-laundering rules.',
          'To pay you and keep a proper record of each transaction.',
          'To release or repledge your gold when you ask us to.',
          'To improve our website and services.',
        ],
        closing: [
          'When you send us a form, our staff may call you within 24 hours about your request. We do not send you marketing messages unless you agree to receive them.',
        ],
      },
      {
        heading: 'How we protect your information',
        bullets: [
          'Data sent from the forms on our website is encrypted.',
          'Inside our company, access to customer data is role-based. Staff can see only what they need for their work.',
          'Paper documents are kept in locked storage at our offices.',
          'Our staff must keep customer information confidential.',
          'KYC records are kept for at least 5 years, as the law requires. Other data is kept only as long as it is needed.',
        ],
        closing: [
          'No system is perfectly safe, but we work hard to protect your information and we review our safeguards regularly.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: ['We never sell your personal information. We share it only when needed:'],
        bullets: [
          'With the bank, NBFC or pawnbroker, when you ask us to release your pledged gold.',
          'With our lending partners, when you ask us to repledge your gold.',
          'With banks and payment providers that process your payment.',
          'With government bodies, the police or the courts, when the law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['You can ask us at any time to:'],
        bullets: [
          'Tell you what information we hold about you.',
          'Correct information that is wrong or out of date.',
          'Stop using your data for marketing messages.',
          'Delete your information, where the law allows. Some records, such as KYC records, must be kept for a minimum period.',
          'Look into a complaint about how we handled your data.',
        ],
      },
      {
        heading: 'Age',
        paragraphs: [
          'Our services are meant for adults. We do not knowingly collect data from anyone under 18 years of age.',
        ],
      },
      {
        heading: 'Contact our Data Protection Officer',
        paragraphs: [
          `If you have a question or a concern about your privacy, please write to our Data Protection Officer at ${facts.dpoEmail}. We will reply as soon as we can.`,
          `For other matters, call us on ${facts.phone} or e-mail ${facts.email}.`,
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy from time to time. The latest version is always on this page.',
        ],
      },
    ],
  };
}
