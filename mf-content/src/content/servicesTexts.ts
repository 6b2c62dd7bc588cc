import { servicesPage as en } from './en/services';
import { servicesPage as kn } from './kn/services';
import { servicesPage as ta } from './ta/services';
import { pageTexts } from './pageTexts';

/** The Services page in each language this remote carries. */
export const servicesTexts = pageTexts<'servicesPage'>({ en, ta, kn });
