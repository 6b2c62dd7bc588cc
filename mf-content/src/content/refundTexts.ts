import { refundPolicy as en } from './en/refund';
import { refundPolicy as kn } from './kn/refund';
import { refundPolicy as ta } from './ta/refund';
import { pageTexts } from './pageTexts';

/** The refund policy in each language this remote carries. */
export const refundTexts = pageTexts<'refundPolicy'>({ en, ta, kn });
