import * as z from 'zod/mini';

/** Where docs/configuration.md lists a variable. */
export type Section = 'server' | 'opsCommands' | 'development';

/** How one environment variable is read: its schema, and what the refusal and the docs say of it. */
export interface Variable<T> {
  /** From the variable's text (undefined when unset) to its value, unset and empty meaning the default. */
  schema: z.ZodMiniType<T, string | undefined>;
  /** What a value must be, as a refusal says it: "PORT must be a port number". */
  accepts: string;
  /** The default as the docs print it, where it is not what the schema gives an unset variable. */
  defaultText?: string;
  /** What NODE_ENV=production asks of it, where it asks anything. */
  production?: string;
  description: string;
  section: Section;
}

export type Described = Pick<Variable<unknown>, 'description' | 'section'> &
  Partial<Pick<Variable<unknown>, 'defaultText' | 'production'>>;

/**
 * A refusal in words of its own ("must be 16, 24 or 32 bytes long") rather than "must be
 * <accepts>, got ...": where the value is a list, naming the one wrong item tells more.
 */
export function refuse(ctx: z.core.ParsePayload, input: unknown, refusal: string): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', input, message: refusal, params: { refusal } });
  return z.NEVER;
}

/** The refusal a schema's issue carries of its own, if any. */
export function refusalOf(issue: z.core.$ZodIssue): string | undefined {
  const refusal = issue.code === 'custom' ? (issue.params as { refusal?: unknown }) : undefined;
  return typeof refusal?.refusal === 'string' ? refusal.refusal : undefined;
}

// An empty variable (`PORT=`) is one left unset, as a shell's `export PORT=` means.
const emptyIsUnset = z.transform((raw: string | undefined) => (raw === '' ? undefined : raw));

/** Text, or `fallback` when unset or empty. */
export function text(fallback: string): z.ZodMiniType<string, string | undefined> {
  return z.pipe(emptyIsUnset, z._default(z.string(), fallback));
}

/** Text, or undefined when unset or empty: no value. */
export const optionalText: z.ZodMiniType<string | undefined, string | undefined> = z.pipe(
  emptyIsUnset,
  z.optional(z.string()),
);

/** Text as written, an empty one included; `fallback` only when unset (the site's facts). */
export function verbatim(fallback: string): z.ZodMiniType<string, string | undefined> {
  return z._default(z.string(), fallback);
}

const wholeWithin = (min: number, max: number) =>
  z.pipe(z.pipe(z.string(), z.transform(Number)), z.int().check(z.gte(min), z.lte(max)));

/** A whole number within [min, max], `fallback` when unset or empty. */
export function whole(
  fallback: number,
  min: number,
  max: number,
): z.ZodMiniType<number, string | undefined> {
  return z.pipe(emptyIsUnset, z._default(wholeWithin(min, max), fallback));
}

/** A whole number within [min, max], or undefined when unset or empty: the default is derived. */
export function optionalWhole(
  min: number,
  max: number,
): z.ZodMiniType<number | undefined, string | undefined> {
  return z.pipe(emptyIsUnset, z.optional(wholeWithin(min, max)));
}

/** A number, decimals allowed, within [min, max]; `fallback` when unset. */
export function decimal(
  fallback: number,
  min: number,
  max: number,
): z.ZodMiniType<number, string | undefined> {
  const bounded = z.pipe(
    z.pipe(z.string(), z.transform(Number)),
    z.number().check(z.gte(min), z.lte(max)),
  );
  return z.pipe(emptyIsUnset, z._default(bounded, fallback));
}

/** `1` or `0`, or undefined when unset: the default then depends on NODE_ENV. */
export const onOrOff: z.ZodMiniType<boolean | undefined, string | undefined> = z.pipe(
  emptyIsUnset,
  z.optional(
    z.pipe(
      z.string(),
      z.transform((raw) => raw !== '0'),
    ),
  ),
);

/** One of `choices`, `fallback` when unset. */
export function oneOf<const T extends string>(
  choices: readonly T[],
  fallback: T,
): z.ZodMiniType<T, string | undefined> {
  return z.pipe(emptyIsUnset, z._default(z.enum(choices), fallback));
}

/** Comma-separated items, blanks dropped, each read by `item` (which may refuse it). */
export function list<T>(
  item: (text: string, ctx: z.core.ParsePayload) => T,
): z.ZodMiniType<T[], string | undefined> {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw, ctx) =>
      (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => item(entry, ctx)),
    ),
  );
}
