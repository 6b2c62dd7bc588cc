import * as z from 'zod/mini';
import { messages } from './messages';
import {
  emailAddress,
  maxLengths,
  mobileNumber,
  patterns,
  personName,
  requiredText,
} from './rules';

/** The carats the business quotes. */
export const carats = ['18', '22', '24'] as const;
export type Carat = (typeof carats)[number];

/** Calculator request: the form's values are the wire payload of goldRate/calculate/add. */
export const calculatorRequestSchema = z.strictObject({
  name: personName(),
  mobileNumber: mobileNumber(),
  emailId: emailAddress(),
  city: requiredText(patterns.personName, maxLengths.city),
  goldGrams: requiredText(patterns.grams, maxLengths.grams),
  // Unselected ('' or absent) is 'required'; any other value fails the rule, so 'Invalid'.
  goldCarat: z.enum(carats, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? messages.fieldRequired
        : messages.fieldInvalid,
  }),
});
export type CalculatorRequest = z.infer<typeof calculatorRequestSchema>;

/** Calculator result, as the spec names its fields. Prices are rupees with paise. */
export const calculatorResultSchema = z.object({
  PerGramPrice: z.number(),
  lastUpdateTime: z.string(),
  totalPrice: z.number(),
});
export type CalculatorResult = z.infer<typeof calculatorResultSchema>;
