/** The messages a schema reports, read in the order a form would show them. */

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
}

/** What the helpers need of a schema: zod's `safeParse`. */
export interface Parser {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** Every issue of a failed parse; an empty list when the input is accepted. */
export function issuesOf(schema: Parser, input: unknown): readonly Issue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues;
}

/** Messages of the issues reported for one top-level field, in order. */
export function fieldMessages(schema: Parser, input: unknown, field: string): string[] {
  return issuesOf(schema, input)
    .filter((issue) => issue.path.length === 1 && issue.path[0] === field)
    .map((issue) => issue.message);
}

/** Names of the top-level fields that have at least one issue. */
export function fieldsWithIssues(schema: Parser, input: unknown): string[] {
  const fields = issuesOf(schema, input)
    .filter((issue) => issue.path.length > 0)
    .map((issue) => String(issue.path[0]));
  return [...new Set(fields)];
}

/** Messages of a schema that validates a single value (its issues have an empty path). */
export function valueMessages(schema: Parser, value: unknown): string[] {
  return issuesOf(schema, value).map((issue) => issue.message);
}
