import { getSiteConfig } from '@gold/config';
import { privacyTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Privacy Policy. */
export function PrivacyPage() {
  return <PolicyPage page={privacyTexts.now()(getSiteConfig())} />;
}
