import { getSiteConfig } from '@gold/config';
import { refundPolicy } from '../../content';
import { PolicyPage } from './PolicyPage';

/** Refund and Cancellation Policy. */
export function RefundPage() {
  return <PolicyPage page={refundPolicy(getSiteConfig())} />;
}
