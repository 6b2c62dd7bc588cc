import { faqsPage as en } from './en/faqs';
import { faqsPage as kn } from './kn/faqs';
import { faqsPage as ta } from './ta/faqs';
import { pageTexts } from './pageTexts';

/** The FAQs page in each language this remote carries. */
export const faqsTexts = pageTexts<'faqsPage'>({ en, ta, kn });
