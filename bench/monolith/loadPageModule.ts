import type { ComponentType } from 'react';
import type { ExposedModule, RemoteName } from '@gold/routes';

/** An exposed page: its default export is the page component (as in the shell's loader). */
export interface PageModule {
  default: ComponentType;
}

type PageImports = { [R in RemoteName]: Record<ExposedModule<R>, () => Promise<PageModule>> };

// One dynamic import per exposed module, so the monolith splits per page as federation splits
// per remote. The mapped type fails the type check when the remote catalog gains or loses a page.
const pageImports: PageImports = {
  home: {
    './HomePage': () => import('../../mf-home/src/exposes/HomePage'),
    './AboutPage': () => import('../../mf-home/src/exposes/AboutPage'),
    './BannerIsland': () => import('../../mf-home/src/exposes/BannerIsland'),
    // An island's component takes its props from the element it hydrates, as in the shell.
    './TodaysRateIsland': () =>
      import('../../mf-home/src/exposes/TodaysRateIsland') as Promise<PageModule>,
    './CallbackIsland': () => import('../../mf-home/src/exposes/CallbackIsland'),
  },
  calculator: {
    './CalculatorPage': () => import('../../mf-calculator/src/exposes/CalculatorPage'),
    './CalculatorFormIsland': () => import('../../mf-calculator/src/exposes/CalculatorFormIsland'),
    './QuoteAnswerIsland': () => import('../../mf-calculator/src/exposes/QuoteAnswerIsland'),
  },
  partner: {
    './PartnerPage': () => import('../../mf-partner/src/exposes/PartnerPage'),
    './PartnerFormIsland': () => import('../../mf-partner/src/exposes/PartnerFormIsland'),
  },
  branches: {
    './BranchesPage': () => import('../../mf-branches/src/exposes/BranchesPage'),
    './BranchFinderIsland': () => import('../../mf-branches/src/exposes/BranchFinderIsland'),
    './CallbackIsland': () => import('../../mf-branches/src/exposes/CallbackIsland'),
  },
  content: {
    './ServicesPage': () => import('../../mf-content/src/exposes/ServicesPage'),
    './FaqsPage': () => import('../../mf-content/src/exposes/FaqsPage'),
    './TermsPage': () => import('../../mf-content/src/exposes/TermsPage'),
    './PrivacyPage': () => import('../../mf-content/src/exposes/PrivacyPage'),
    './SecurityPage': () => import('../../mf-content/src/exposes/SecurityPage'),
    './RefundPage': () => import('../../mf-content/src/exposes/RefundPage'),
    './CompliancePage': () => import('../../mf-content/src/exposes/CompliancePage'),
    './CallbackIsland': () => import('../../mf-content/src/exposes/CallbackIsland'),
  },
};

/**
 * The monolith's stand-in for the shell's `loadRemoteModule`: same signature, but the page is a
 * chunk of this one build instead of a federated remote.
 */
export async function loadRemoteModule(name: RemoteName, module: string): Promise<PageModule> {
  const pages: Partial<Record<string, () => Promise<PageModule>>> = pageImports[name];
  const load = pages[module];
  if (!load) throw new Error(`the monolith has no page ${name}/${module}`);
  return load();
}
