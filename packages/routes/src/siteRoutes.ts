import type { RemoteName } from './remotes';

/** Every route lives under this base (spec section 2). */
export const SITE_BASE = '/website';

/** One page of the site and the remote module that renders it. */
export interface SiteRoute {
  /** Path under /website, with the spec's capitalisation. */
  path: string;
  remote: RemoteName;
  /** The exposed module, as named in the remote's federation config. */
  module: string;
  /** Link text in the navigation or footer. */
  label: string;
  /** Document title (the brand is appended). */
  title: string;
  /** Meta description. */
  description: string;
  /** Where the link is shown. */
  placement: 'nav' | 'footer';
}

export const siteRoutes: readonly SiteRoute[] = [
  {
    path: 'home',
    remote: 'home',
    module: './HomePage',
    label: 'Home',
    placement: 'nav',
    title: 'Sell gold at the best market rate',
    description:
      "Today's 18K, 22K and 24K gold rates, instant payment, free home pickup and non-destructive testing in Tamil Nadu and Karnataka.",
  },
  {
    path: 'aboutUs',
    remote: 'home',
    module: './AboutPage',
    label: 'About Us',
    placement: 'nav',
    title: 'About us',
    description:
      'Who we are: a gold-buying partnership serving South India with transparent evaluation, live market rates and instant payment.',
  },
  {
    path: 'services',
    remote: 'content',
    module: './ServicesPage',
    label: 'Services',
    placement: 'nav',
    title: 'Our services',
    description:
      'Sell old gold, release pledged gold, repledge for a better loan or book a free doorstep visit. Live market rates, testing in front of you, instant payment.',
  },
  {
    path: 'branches',
    remote: 'branches',
    module: './BranchesPage',
    label: 'Branches',
    placement: 'nav',
    title: 'Branches',
    description:
      'Find a branch near you: address, timings, person in charge, phone and map for every branch in Tamil Nadu and Karnataka.',
  },
  {
    path: 'Calculator',
    remote: 'calculator',
    module: './CalculatorPage',
    label: 'Calculator',
    placement: 'nav',
    title: 'Gold calculator',
    description:
      "Enter the weight and carat of your gold to get an instant price at today's market rate, with the rate date shown.",
  },
  {
    path: 'partner',
    remote: 'partner',
    module: './PartnerPage',
    label: 'Partner',
    placement: 'nav',
    title: 'Franchise enquiry',
    description:
      'Become a franchise partner: tell us about your experience and the funds you can invest, and our executive will call you within 24 hours.',
  },
  {
    path: 'FAQs',
    remote: 'content',
    module: './FaqsPage',
    label: 'FAQs',
    placement: 'nav',
    title: 'Frequently asked questions',
    description:
      'Answers to common questions about selling gold: how the price is set, testing, documents, payment, home pickup, pledged gold and who can sell with us.',
  },
  {
    path: 'termsandconditions',
    remote: 'content',
    module: './TermsPage',
    label: 'Terms and Conditions',
    placement: 'footer',
    title: 'Terms and conditions',
    description:
      'The terms for selling gold, releasing or repledging pledged gold, payments and doorstep visits, including age rules, ID checks and when we refuse service.',
  },
  {
    path: 'privacyPolicies',
    remote: 'content',
    module: './PrivacyPage',
    label: 'Privacy Policy',
    placement: 'footer',
    title: 'Privacy policy',
    description:
      'How we collect, use, protect and share your personal data when you sell gold or contact us, your rights, and how to reach our Data Protection Officer.',
  },
  {
    path: 'securityPolicies',
    remote: 'content',
    module: './SecurityPage',
    label: 'Security Policies',
    placement: 'footer',
    title: 'Security policies',
    description:
      'How we keep you and your gold safe, how purity and price are worked out, our KYC and anti-money-laundering checks, and the terms of any short-term gold loan.',
  },
  {
    path: 'refundPolicies',
    remote: 'content',
    module: './RefundPage',
    label: 'Refund Policy',
    placement: 'footer',
    title: 'Refund and cancellation policy',
    description:
      'When you can cancel a sale or a doorstep visit, what happens after payment, how to raise a payment problem within 72 hours, and how pledge release works.',
  },
  {
    path: 'compliance',
    remote: 'content',
    module: './CompliancePage',
    label: 'Compliance',
    placement: 'footer',
    title: 'Compliance',
    description:
      'Our declaration on KYC, anti-money-laundering, testing and age rules, and a plain disclaimer on the rates, calculator results and information on this site.',
  },
];

/** The full URL path of a route. */
export function routeHref(route: Pick<SiteRoute, 'path'>): string {
  return `${SITE_BASE}/${route.path}`;
}

/** The route for a URL path, matched without regard to case as the router does. */
export function findRoute(pathname: string): SiteRoute | undefined {
  const lower = pathname.replace(/\/+$/, '').toLowerCase();
  return siteRoutes.find((route) => routeHref(route).toLowerCase() === lower);
}

/**
 * Where the calculator's form posts when it is sent before its code came: its own page, which the
 * server answers with the price drawn in it.
 */
export const CALCULATOR_POST_HREF = routeHref(
  siteRoutes.find((route) => route.module === './CalculatorPage') ?? { path: '' },
);
