import { getSiteConfig } from '@gold/config';
import { contentTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Terms and Conditions. */
export function TermsPage() {
  return <PolicyPage page={contentTexts.now().termsAndConditions(getSiteConfig())} />;
}
