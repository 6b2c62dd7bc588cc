import { getSiteConfig } from '@gold/config';
import { refundTexts } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Refund and Cancellation Policy. */
export function RefundPage() {
  return <PolicyPage page={refundTexts.now()(getSiteConfig())} />;
}
