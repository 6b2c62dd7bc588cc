import { privacyPolicy as en } from './en/privacy';
import { privacyPolicy as kn } from './kn/privacy';
import { privacyPolicy as ta } from './ta/privacy';
import { pageTexts } from './pageTexts';

/** The privacy policy in each language this remote carries. */
export const privacyTexts = pageTexts<'privacyPolicy'>({ en, ta, kn });
