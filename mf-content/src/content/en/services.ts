import type { Facts, ServicesPage } from '../types';

export function servicesPage(facts: Facts): ServicesPage {
  return {
    title: 'Our Services',
    intro:
      'Whether you want to sell old jewellery, free gold that is pledged with a bank, or get a better loan on it, we are here to help. We explain every step, and nothing is done without your consent.',
    services: [
      {
        title: 'We Buy Gold',
        description:
          'Sell your old, broken or unused gold jewellery, coins and bars. We test the purity in front of you, without damaging your pieces. The price follows the live market rate of the day, and we also pay for the stones set in your jewellery. Once you accept our offer, you are paid straight away.',
      },
      {
        title: 'We Release Pledged Gold',
        description:
          'Is your gold pledged with a bank, an NBFC or a pawnbroker? With your consent, we pay the amount you still owe directly to the lender, so your gold is released. We then test the gold with you and pay you the remaining value. Please bring your pledge receipt or loan papers.',
      },
      {
        title: 'We Repledge Gold',
        description:
          'If your present loan gives you too little for your gold, we can help you move it. Through our lending partners, you may get a better loan value for the same gold. We explain the new terms clearly before you agree to anything.',
      },
      {
        title: 'Doorstep Gold Selling',
        description:
          'Prefer to stay at home? Our trained staff can visit you at a time that suits you. Testing, weighing and payment all happen at your home, in front of you. Home pickup is free and is available in select locations.',
      },
    ],
    whyChoose: {
      heading: `Why Choose ${facts.brandName}`,
      bullets: [
        'Highest market rates, based on the live gold price of the day.',
        'A 100% transparent process. You watch the weighing and testing yourself.',
        'Instant payment by cash or bank transfer, as soon as you accept our offer.',
        'Free home pickup in select locations.',
        'Non-destructive, BIS-certified purity testing. Your jewellery is not cut, scratched or melted.',
        'We pay for the stones set in your jewellery.',
        'No service fees and no hidden deductions.',
        'No pressure. You are free to say no at any stage.',
      ],
    },
    sellSteps: {
      heading: 'Sell your gold in 5 simple steps',
      bullets: [
        `Reach out. Call or WhatsApp us on ${facts.phone} to ask for a home visit or a branch appointment.`,
        'Get a live quote. We give you a price based on today’s market rates for gold, silver or diamonds.',
        'Watch the purity test. We test your gold in your presence. There are no hidden deductions.',
        'Choose the place. We can come to your doorstep, or you can visit your nearest branch.',
        'Get paid instantly. Once you accept our offer, we pay you at once by cash or bank transfer (NEFT, RTGS or IMPS).',
      ],
    },
    sections: [
      {
        heading: 'Book a visit',
        paragraphs: [
          `To book a doorstep visit or a branch appointment, call or WhatsApp us on ${facts.phone}. You can also write to us at ${facts.email}.`,
          'Please keep a valid government photo ID ready. Sellers must be at least 18 years old. If you are aged 21 or younger, please also bring a written letter from a parent or guardian.',
          'We do not accept stolen or illegal gold. Selling stolen or fake gold is a criminal offence.',
        ],
      },
    ],
  };
}
