import * as z from 'zod/mini';
import {
  emailAddress,
  maxLengths,
  mobileNumber,
  optionalText,
  patterns,
  personName,
  requiredText,
  wholeNumber,
} from './rules';
import { messages } from './messages';

/** Franchise enquiry fields (the encrypted `data` part of the multipart request). */
export const franchiseEnquirySchema = z.strictObject({
  name: requiredText(patterns.enquiryName, maxLengths.name),
  mobileNumber: mobileNumber(),
  mailId: emailAddress(),
  previousExperiences: wholeNumber(),
  totalFundAvailableForInvest: wholeNumber(),
  totalFundAvailableNow: wholeNumber(),
});
export type FranchiseEnquiry = z.infer<typeof franchiseEnquirySchema>;

/** The times of day a visitor may ask to be called back at (the callback form's choices). */
export const preferredTimes = [
  'Morning (9 am - 12 noon)',
  'Afternoon (12 - 4 pm)',
  'Evening (4 - 7 pm)',
  'Any time',
] as const;
export type PreferredTime = (typeof preferredTimes)[number];

/**
 * General enquiry (inquiry/add): a request to be called back. The spec does not show its shape;
 * this is ours: the name and mobile rules of spec section 5, one of the fixed times, and an
 * optional message of plain text over several lines.
 */
export const generalEnquirySchema = z.strictObject({
  name: personName(),
  mobileNumber: mobileNumber(),
  // Unselected ('' or absent) is 'required'; any other value is not one of the times, so 'Invalid'.
  preferredTime: z.enum(preferredTimes, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? messages.fieldRequired
        : messages.fieldInvalid,
  }),
  message: optionalText(/^[^<>]*$/s, maxLengths.message, 'multi'),
});
export type GeneralEnquiry = z.infer<typeof generalEnquirySchema>;

/** Limits of the optional professional certificate (spec sections 5 and 9). */
export const certificateRules = {
  minBytes: 30720,
  maxBytes: 5242880,
  extensions: ['png', 'jpeg', 'jpg', 'pdf'],
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  /** The one MIME type a browser reports for each allowed extension. */
  mimeTypeOf: { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', pdf: 'application/pdf' },
} as const;

/** What the page knows of a chosen file. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** The spec's popup text for an unacceptable certificate, or null when it is acceptable. */
export function certificateProblem(file: FileFacts): string | null {
  // A name without a dot has no extension (a file called just 'pdf' is not a pdf).
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const mimeTypes: Readonly<Record<string, string>> = certificateRules.mimeTypeOf;
  const expected = Object.hasOwn(mimeTypes, extension) ? mimeTypes[extension] : undefined;
  // The reported type, when there is one, must be the type of that extension.
  const typeOk = expected !== undefined && (file.type === '' || file.type === expected);
  if (!typeOk) return messages.fileType;
  if (file.size > certificateRules.maxBytes) return messages.fileTooLarge;
  if (file.size < certificateRules.minBytes) return messages.fileTooSmall;
  return null;
}
