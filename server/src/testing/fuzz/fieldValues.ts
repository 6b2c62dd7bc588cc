// What each kind of field takes and refuses, written from spec section 5 (and, for the message
// and the branch search, from our own rules) rather than from the contracts, so that the fuzz
// test checks the contracts instead of repeating them.
import * as fc from 'fast-check';

/** A field's values: those it takes, and values of its type that its rules refuse. */
export interface FieldValues {
  valid: fc.Arbitrary<string | number>;
  refused: fc.Arbitrary<unknown>;
  /** For a text field: one line, or several (a message takes line breaks). */
  lines?: 'single' | 'multi';
  /** The payload may leave the field out (the callback request's message). */
  optional?: true;
}

/** `text` with `insert` put in at `at` (modulo its length). */
export function insertAt(text: string, insert: string, at: number): string {
  const index = at % (text.length + 1);
  return `${text.slice(0, index)}${insert}${text.slice(index)}`;
}

/** Valid text with one of `chars` put in somewhere. */
const spoiled = (valid: fc.Arbitrary<string>, ...chars: string[]) =>
  fc
    .tuple(valid, fc.constantFrom(...chars), fc.nat())
    .map(([text, char, at]) => insertAt(text, char, at));

/**
 * Characters no stored text may hold, put into a valid value: NUL, lone surrogates, and line
 * breaks in a one-line field (a CR not ending a line in a message, the one multi-line field).
 */
export function withHostileCharacter(
  valid: fc.Arbitrary<string>,
  lines: 'single' | 'multi',
): fc.Arbitrary<string> {
  const hostile = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
  return spoiled(valid, ...hostile, ...(lines === 'single' ? ['\n', '\r', '\r\n'] : ['\rx']));
}

const text = (valid: fc.Arbitrary<string>, refused: fc.Arbitrary<string>): FieldValues => ({
  valid,
  refused,
  lines: 'single',
});

/** Letters, whitespace (spaces and tabs: a one-line field takes no line break) and dots. */
const personName = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z .\\t]{1,${max}}$`));
const letterRuns = (min: number) => fc.stringMatching(new RegExp(`^[A-Za-z]{${min},${min + 50}}$`));
const digits = fc.stringMatching(/^\d{1,12}$/);
const messageText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.constantFrom('\n', '\r\n'),
    ),
    { minLength: 1, maxLength: 30 },
  )
  .map((pieces) => pieces.join(''))
  .filter(
    (message) =>
      message.length <= 2_000 && !/[<>]|\r(?!\n)/.test(message) && !message.includes('\u0000'),
  );
/** The times of day the callback form offers, as the form shows them. */
const callbackTimes: readonly string[] = [
  'Morning (9 am - 12 noon)',
  'Afternoon (12 - 4 pm)',
  'Evening (4 - 7 pm)',
  'Any time',
];

export const fieldValues = {
  personName: text(
    personName(100),
    fc.oneof(spoiled(personName(100), '2', '-', '@', "'", '<', '_', 'அ', 'é'), letterRuns(101)),
  ),
  city: text(personName(60), fc.oneof(spoiled(personName(60), '1', '-', '!', ','), letterRuns(61))),
  /** The enquiry form's name: letters, spaces and dots only. */
  enquiryName: text(
    fc.stringMatching(/^[A-Za-z .]{1,100}$/),
    fc.oneof(
      spoiled(fc.stringMatching(/^[A-Za-z .]{1,99}$/), '\t', '2', '-', 'அ'),
      letterRuns(101),
    ),
  ),
  mobileNumber: text(
    fc.stringMatching(/^\d{10}$/),
    fc.oneof(
      fc.stringMatching(/^\d{1,9}$/),
      fc.stringMatching(/^\d{11,20}$/),
      spoiled(fc.stringMatching(/^\d{9}$/), 'a', ' ', '+', '-', '٣'),
    ),
  ),
  email: text(
    fc.stringMatching(
      /^[A-Za-z0-9._%+-]{1,40}@[A-Za-z0-9-]{1,30}(\.[A-Za-z0-9-]{1,10})?\.[A-Za-z]{2,6}$/,
    ),
    fc.oneof(
      fc.stringMatching(/^[a-z0-9.]{1,20}$/),
      fc.stringMatching(/^[a-z]{1,10}@[a-z]{1,10}(\.[a-z])?$/),
      spoiled(fc.stringMatching(/^[a-z]{1,10}@[a-z]{1,10}\.[a-z]{2,4}$/), ' ', '<', ',', '"'),
      fc.stringMatching(/^[a-z]{250,260}@example\.com$/),
    ),
  ),
  digits: text(
    digits,
    fc.oneof(fc.stringMatching(/^\d{13,20}$/), spoiled(digits, '.', ',', '-', ' ', 'e', '٣')),
  ),
  /** Up to 99999.99 grams: enough to price without passing the largest exact price. */
  grams: text(
    fc.stringMatching(/^\d{1,5}(\.\d{1,2})?$/),
    fc.oneof(
      fc.stringMatching(/^\d{1,5}\.\d{3,5}$/),
      fc.stringMatching(/^(\.\d{1,2}|-\d{1,5}|\d{1,3}e\d|\d{1,5}\.|\d{1,5},\d{1,2}|\d{11,14})$/),
    ),
  ),
  carat: text(
    fc.constantFrom('18', '22', '24'),
    fc.string().filter((value) => !['18', '22', '24'].includes(value)),
  ),
  /** One of the callback form's four times of day, written exactly. */
  callbackTime: text(
    fc.constantFrom(...callbackTimes),
    fc.oneof(
      fc.string().filter((value) => !callbackTimes.includes(value)),
      fc.constantFrom(...callbackTimes).map((time) => time.toUpperCase()),
      fc.constantFrom(...callbackTimes).map((time) => ` ${time}`),
    ),
  ),
  /** Any text without markup, over several lines (LF or CR LF), up to 2,000 characters. */
  message: {
    valid: messageText,
    refused: spoiled(fc.stringMatching(/^[A-Za-z .]{1,100}$/), '<', '>', '<script>'),
    lines: 'multi',
  },
  /** The callback request's message: as a message, empty, or left out. */
  optionalMessage: {
    valid: fc.oneof(
      { weight: 4, arbitrary: messageText },
      { weight: 1, arbitrary: fc.constant('') },
    ),
    refused: spoiled(fc.stringMatching(/^[A-Za-z .]{1,100}$/), '<', '>', '<script>'),
    lines: 'multi',
    optional: true,
  },
  /** Free text up to 100 characters, the pattern characters of ILIKE among them. */
  search: text(
    fc
      .oneof(
        fc.string({ unit: 'grapheme', maxLength: 100 }),
        fc.stringMatching(/^[%_\\a-z ]{0,20}$/),
      )
      .filter(
        (search) => search.length <= 100 && !/[\r\n]/.test(search) && !search.includes('\u0000'),
      ),
    fc.string({ unit: 'grapheme-ascii', minLength: 101, maxLength: 300 }),
  ),
  /** A field the spec fixes to the empty string. */
  empty: text(fc.constant(''), fc.string({ minLength: 1, maxLength: 50 })),
} satisfies Record<string, FieldValues>;

const notInteger = fc
  .double({ min: -1e6, max: 1e6, noNaN: true })
  .filter((n) => !Number.isInteger(n));

/** A number fixed by the spec. */
export const fixedNumber = (value: number): FieldValues => ({
  valid: fc.constant(value),
  refused: fc.oneof(
    fc.integer().filter((n) => n !== value),
    notInteger,
  ),
});

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number): FieldValues => ({
  valid: fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max })),
  refused: fc.oneof(
    fc.integer({ max: min - 1 }),
    ...(max < Number.MAX_SAFE_INTEGER ? [fc.integer({ min: max + 1 })] : []),
    notInteger,
    fc.constant(2 ** 53),
  ),
});
