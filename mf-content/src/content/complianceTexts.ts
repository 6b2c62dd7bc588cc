import { complianceDeclaration as en } from './en/compliance';
import { complianceDeclaration as kn } from './kn/compliance';
import { complianceDeclaration as ta } from './ta/compliance';
import { pageTexts } from './pageTexts';

/** The compliance declaration in each language this remote carries. */
export const complianceTexts = pageTexts<'complianceDeclaration'>({ en, ta, kn });
