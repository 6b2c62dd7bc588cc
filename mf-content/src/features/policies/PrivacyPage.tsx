import { getSiteConfig } from '@gold/config';
import { privacyPolicy } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Privacy Policy. */
export function PrivacyPage() {
  return <PolicyPage page={privacyPolicy(getSiteConfig())} />;
}
