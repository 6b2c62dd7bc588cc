import { getSiteConfig } from '@gold/config';
import { contentTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Refund and Cancellation Policy. */
export function RefundPage() {
  return <PolicyPage page={contentTexts.now().refundPolicy(getSiteConfig())} />;
}
