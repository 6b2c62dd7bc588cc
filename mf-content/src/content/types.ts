/**
 * Shapes of the site's written content. The texts never contain the brand, phone or e-mail
 * addresses: each page is a function of these facts, which come from the site configuration.
 * Document titles and meta descriptions live in the route table (@gold/routes), which the shell
 * and the server both read.
 */
export interface Facts {
  brandName: string;
  legalName: string;
  phone: string;
  email: string;
  dpoEmail: string;
}

/** A titled part of a page: paragraphs, then bullets, then closing paragraphs. */
export interface Section {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Paragraphs that follow the bullets. */
  closing?: string[];
}

export interface PageText {
  /** The page's h1. */
  title: string;
  intro?: string;
  sections: Section[];
}

export interface QA {
  question: string;
  answer: string;
}

export interface Service {
  title: string;
  description: string;
}

/** The Services page: the four services, the Why Choose list and the numbered sell steps. */
export interface ServicesPage extends PageText {
  services: Service[];
  whyChoose: Section;
  /** Bullets are the steps, in order: render them as a numbered list. */
  sellSteps: Section;
}

/** The FAQs page: questions in display order, the first one open. */
export interface FaqPage {
  /** The page's h1. */
  title: string;
  intro?: string;
  faqs: QA[];
}

/** The written pages of one language, each a function of the site's facts. */
export interface ContentTexts {
  servicesPage(facts: Facts): ServicesPage;
  faqsPage(facts: Facts): FaqPage;
  privacyPolicy(facts: Facts): PageText;
  termsAndConditions(facts: Facts): PageText;
  securityPolicies(facts: Facts): PageText;
  complianceDeclaration(facts: Facts): PageText;
  refundPolicy(facts: Facts): PageText;
}
