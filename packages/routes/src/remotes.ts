/**
 * The five remotes: federation name, the folder that holds it, and what it exposes: its pages,
 * and the islands of its static pages (`Island`, `@gold/ui/island`). Home, branches and content
 * each expose the callback form (`@gold/callback`) as an island of their own.
 */
export const remoteCatalog = {
  home: {
    folder: 'mf-home',
    exposes: [
      './HomePage',
      './AboutPage',
      './BannerIsland',
      './TodaysRateIsland',
      './CallbackIsland',
    ],
  },
  calculator: {
    folder: 'mf-calculator',
    exposes: ['./CalculatorPage', './CalculatorFormIsland', './QuoteAnswerIsland'],
  },
  partner: { folder: 'mf-partner', exposes: ['./PartnerPage', './PartnerFormIsland'] },
  branches: {
    folder: 'mf-branches',
    exposes: ['./BranchesPage', './BranchFinderIsland', './CallbackIsland'],
  },
  content: {
    folder: 'mf-content',
    exposes: [
      './ServicesPage',
      './FaqsPage',
      './TermsPage',
      './PrivacyPage',
      './SecurityPage',
      './RefundPage',
      './CompliancePage',
      './CallbackIsland',
    ],
  },
} as const;

export type RemoteName = keyof typeof remoteCatalog;
export type ExposedModule<R extends RemoteName = RemoteName> =
  (typeof remoteCatalog)[R]['exposes'][number];
export const remoteNames = Object.keys(remoteCatalog) as RemoteName[];
