import { getSiteConfig } from '@gold/config';
import { complianceTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Compliance Declaration and Legal Disclaimer. */
export function CompliancePage() {
  return <PolicyPage page={complianceTexts.now()(getSiteConfig())} />;
}
