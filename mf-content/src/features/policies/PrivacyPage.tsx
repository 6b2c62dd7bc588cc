import { getSiteConfig } from '@gold/config';
import { contentTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Privacy Policy. */
export function PrivacyPage() {
  return <PolicyPage page={contentTexts.now().privacyPolicy(getSiteConfig())} />;
}
