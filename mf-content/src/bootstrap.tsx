import { renderStandalone } from '@gold/standalone';
import ServicesPage from './exposes/ServicesPage';
import FaqsPage from './exposes/FaqsPage';
import TermsPage from './exposes/TermsPage';
import PrivacyPage from './exposes/PrivacyPage';
import SecurityPage from './exposes/SecurityPage';
import RefundPage from './exposes/RefundPage';
import CompliancePage from './exposes/CompliancePage';

// Started alone (`pnpm dev` in this folder): the exposed pages without the shell.
renderStandalone({
  services: ServicesPage,
  FAQs: FaqsPage,
  termsandconditions: TermsPage,
  privacyPolicies: PrivacyPage,
  securityPolicies: SecurityPage,
  refundPolicies: RefundPage,
  compliance: CompliancePage,
});
