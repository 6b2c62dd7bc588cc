import * as z from 'zod/mini';

// English messages for the checks the contracts leave without their own words; passed per parse
// rather than through z.config so the shared zod instance stays as the pages expect it.
const english = z.locales.en();

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string };

/**
 * The problem a contract check names beside the forms' 'Invalid' (a NUL, a line break...), which
 * tells a caller more than 'Invalid' does.
 */
function detailOf(issue: z.core.$ZodIssue): string | undefined {
  const problem =
    issue.code === 'custom' ? (issue.params as { problem?: unknown })?.problem : undefined;
  return typeof problem === 'string' ? problem : undefined;
}

/**
 * Checks `value` against `schema`. Problems read 'field: message', one per field, joined by '; ', e.g.
 * "mobileNumber: Invalid; name: required"; `label` renames fields, `root` names the whole value.
 */
export function check<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  root: string,
  label: (field: string) => string = (field) => field,
): Checked<T> {
  const result = schema.safeParse(value, { error: english.localeError });
  if (result.success) return { ok: true, value: result.data };
  // One problem per field, the first: an empty field is 'required', not also 'Invalid'.
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const where = issue.path.length > 0 ? label(issue.path.map(String).join('.')) : root;
    if (!problems.has(where)) problems.set(where, detailOf(issue) ?? issue.message);
  }
  return {
    ok: false,
    problems: [...problems].map(([where, message]) => `${where}: ${message}`).join('; '),
  };
}
