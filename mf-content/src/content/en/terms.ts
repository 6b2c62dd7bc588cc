import type { Facts, PageText } from '../types';

export function termsAndConditions(facts: Facts): PageText {
  return {
    title: 'Terms and Conditions',
    intro: `These terms apply when you use the ${facts.brandName} website or our services. ${facts.brandName} is run by ${facts.legalName}, a limited liability partnership working in Tamil Nadu and Karnataka. By using our services, you agree to these terms. Please read them carefully.`,
    sections: [
      {
        heading: 'Eligibility',
        bullets: [
          'You must be at least 18 years old.',
          'As a caution, if you are aged 21 or younger, you must also bring a written letter from a parent or guardian.',
          'You must show a valid government photo ID and complete our KYC process before any transaction.',
          'PAN is mandatory for transactions above INR 2,00,000.',
          'You must be the rightful owner of the gold you sell or pledge.',
        ],
      },
      {
        heading: 'Gold transactions',
        bullets: [
          'We test and weigh your gold in your presence, using non-destructive methods.',
          'Our offer is based on the live market rate at the time of testing, and on the weight and purity of your gold. Stones are valued separately.',
          'Estimates given by phone, by WhatsApp or by our online calculator are only a guide. The final price is fixed after we check your gold in person.',
          'Our offer is valid only on the day it is made, because gold prices change every day.',
          'You are free to accept or decline our offer. There is no obligation to sell.',
          'Once you accept the offer and receive payment, the sale is final. The gold cannot be returned or bought back.',
        ],
      },
      {
        heading: 'Pledge release and repledging',
        bullets: [
          'To release pledged gold, please give us your pledge receipt or loan statement and your written consent.',
          'We pay the amount due directly to the bank, NBFC or pawnbroker. Our staff go with you to collect the gold.',
          'After release, we test the gold and pay you the balance: the value of the gold minus the amount we paid to your lender.',
          'If you decide not to sell after we have paid your lender, the amount we paid is treated as a short-term loan. It must be repaid before the gold is handed back to you, as set out in our Loan and Interest Disclosure Policy.',
          'If you choose to repledge, the new loan is given by one of our lending partners. We explain their terms to you before you sign.',
        ],
      },
      {
        heading: 'Payment',
        bullets: [
          'We pay by cash, UPI or bank transfer (NEFT, RTGS or IMPS) once you accept our offer.',
          'Cash is paid only within the limits set by Indian law. Larger amounts are paid by bank transfer.',
          'Most payments are instant. Some bank transfers may take 24 to 48 working hours to reach your account.',
          'Please check the amount before you leave the branch, or before our staff leave your home. If there is a problem with a payment, tell us within 72 hours.',
          'We are not responsible for delays caused by your bank, or by wrong account details given to us.',
        ],
      },
      {
        heading: 'Doorstep services',
        bullets: [
          'Doorstep service is available only in select locations.',
          'The service is free for now. If this changes, we will tell you clearly before you book.',
          'If you need to cancel, please tell us at least 2 hours before your appointment. Otherwise, a nominal fee may apply.',
          'Please be at home in person, with your ID and your gold, and give us a safe, quiet place for testing.',
          'Our staff carry company ID. Please ask to see it.',
        ],
      },
      {
        heading: 'When we refuse service',
        bullets: [
          'We do not accept stolen, illegal or fake gold. Selling stolen or fake gold is a criminal offence.',
          'We may refuse service if ID or KYC documents are missing, unclear or do not match.',
          'We may refuse service if we suspect fraud, or if the seller is not the rightful owner of the gold.',
          'Where the law requires, we report suspicious transactions to the police or other authorities.',
        ],
      },
      {
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          'These terms are governed by Indian law. Any dispute will be heard only by the courts of Chennai.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms from time to time. The version on this page is the one that applies.',
          `Questions? Call us on ${facts.phone} or e-mail ${facts.email}.`,
        ],
      },
    ],
  };
}
