import { termsAndConditions as en } from './en/terms';
import { termsAndConditions as kn } from './kn/terms';
import { termsAndConditions as ta } from './ta/terms';
import { pageTexts } from './pageTexts';

/** The terms and conditions in each language this remote carries. */
export const termsTexts = pageTexts<'termsAndConditions'>({ en, ta, kn });
