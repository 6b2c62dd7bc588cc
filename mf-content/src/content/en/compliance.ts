import type { Facts, PageText } from '../types';

export function complianceDeclaration(facts: Facts): PageText {
  return {
    title: 'Compliance Declaration and Legal Disclaimer',
    sections: [
      {
        heading: 'Compliance Declaration',
        paragraphs: [
          `${facts.brandName} is run by ${facts.legalName}, a limited liability partnership registered in India. We work in Tamil Nadu and Karnataka.`,
          'We declare that we run our business in line with the Indian laws that apply to us. In particular:',
        ],
        bullets: [
          'We complete KYC for every customer before any transaction, and we keep KYC records for at least 5 years.',
          'We collect PAN for transactions above INR 2,00,000.',
          'We follow anti-money-laundering rules and report suspicious transactions as required.',
          'We test gold with non-destructive, BIS-certified methods.',
          'We do not buy stolen, illegal or fake gold, and we co-operate fully with the police.',
          'Sellers must be 18 or older. As a caution, anyone aged 21 or younger also needs a written letter from a parent or guardian.',
          'We give the terms of any loan in writing before you sign.',
          'We handle personal data as described in our Privacy Policy.',
        ],
      },
      {
        heading: 'Legal Disclaimer',
        bullets: [
          'The information on this website is for general guidance only. We try to keep it correct and up to date, but it may change without notice.',
          'Gold rates shown on this website, and results from our calculator, are only a guide. They are not an offer to buy. The final price is fixed only after we test your gold in person.',
          'Pictures on this website are for illustration only.',
          'Maps and links to other websites are given for your convenience. We are not responsible for their content.',
          'Nothing on this website is financial, legal or tax advice.',
          'As far as the law allows, we are not responsible for any loss caused by relying only on the information on this website.',
          'This disclaimer is governed by Indian law. Any dispute will be heard only by the courts of Chennai.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          `Questions about this page? Call us on ${facts.phone} or e-mail ${facts.email}.`,
        ],
      },
    ],
  };
}
