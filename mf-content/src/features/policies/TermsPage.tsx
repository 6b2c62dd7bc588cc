import { getSiteConfig } from '@gold/config';
import { termsAndConditions } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Terms and Conditions. */
export function TermsPage() {
  return <PolicyPage page={termsAndConditions(getSiteConfig())} />;
}
