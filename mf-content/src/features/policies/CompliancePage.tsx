import { getSiteConfig } from '@gold/config';
import { complianceDeclaration } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Compliance Declaration and Legal Disclaimer. */
export function CompliancePage() {
  return <PolicyPage page={complianceDeclaration(getSiteConfig())} />;
}
