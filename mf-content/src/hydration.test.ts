import { hydrationSuite } from '@gold/prerender/testing';
import * as CallbackIsland from './exposes/CallbackIsland';
import * as CompliancePage from './exposes/CompliancePage';
import * as FaqsPage from './exposes/FaqsPage';
import * as PrivacyPage from './exposes/PrivacyPage';
import * as RefundPage from './exposes/RefundPage';
import * as SecurityPage from './exposes/SecurityPage';
import * as ServicesPage from './exposes/ServicesPage';
import * as TermsPage from './exposes/TermsPage';
import { REMOTE_LANGUAGES } from './languages';

hydrationSuite(
  {
    CompliancePage,
    FaqsPage,
    PrivacyPage,
    RefundPage,
    SecurityPage,
    ServicesPage,
    TermsPage,
  },
  { './CallbackIsland': CallbackIsland },
  REMOTE_LANGUAGES,
);
