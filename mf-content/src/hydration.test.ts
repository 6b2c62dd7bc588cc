import { hydrationSuite } from '@gold/prerender/testing';
import CompliancePage from './exposes/CompliancePage';
import FaqsPage from './exposes/FaqsPage';
import PrivacyPage from './exposes/PrivacyPage';
import RefundPage from './exposes/RefundPage';
import SecurityPage from './exposes/SecurityPage';
import ServicesPage from './exposes/ServicesPage';
import TermsPage from './exposes/TermsPage';

hydrationSuite({
  CompliancePage,
  FaqsPage,
  PrivacyPage,
  RefundPage,
  SecurityPage,
  ServicesPage,
  TermsPage,
});
