import { getSiteConfig } from '@gold/config';
import { termsTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Terms and Conditions. */
export function TermsPage() {
  return <PolicyPage page={termsTexts.now()(getSiteConfig())} />;
}
