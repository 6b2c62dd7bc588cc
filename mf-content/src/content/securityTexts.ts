import { securityPolicies as en } from './en/security';
import { securityPolicies as kn } from './kn/security';
import { securityPolicies as ta } from './ta/security';
import { pageTexts } from './pageTexts';

/** The security policies in each language this remote carries. */
export const securityTexts = pageTexts<'securityPolicies'>({ en, ta, kn });
