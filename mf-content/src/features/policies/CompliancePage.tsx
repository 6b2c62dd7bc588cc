import { getSiteConfig } from '@gold/config';
import { contentTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Compliance Declaration and Legal Disclaimer. */
export function CompliancePage() {
  return <PolicyPage page={contentTexts.now().complianceDeclaration(getSiteConfig())} />;
}
