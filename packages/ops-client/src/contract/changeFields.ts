import * as z from 'zod/mini';
import { MAX_REASON_LENGTH } from '@gold/registry/model';

/** Why, for the audit trail: at most what it keeps. */
export const reason = z.optional(z.string().check(z.maxLength(MAX_REASON_LENGTH)));
/** The remote's revision the change was decided on: refused (409) once it is no longer that. */
export const revision = z.optional(z.number().check(z.int(), z.minimum(0)));
/** A version as the registry names it. */
export const version = z
  .string()
  .check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version must be like 1.2.3'));

/** The body of a change that takes nothing else: why, and on which revision. */
export const changeBody = z.strictObject({ reason, revision });
