import { describe, expect, it } from 'vitest';
import {
  calculatorRequestSchema,
  calculatorResultSchema,
  carats,
  maxLengths,
  messages,
} from './index';
import { describeFormFields, formInputs } from './testing/formFieldsSuite';
import { fieldMessages, fieldsWithIssues, issuesOf } from './testing/schemaIssues';

const { fieldRequired: REQUIRED, fieldInvalid: INVALID } = messages;

const valid = {
  name: 'Meena Kumari',
  mobileNumber: '9876543210',
  emailId: 'meena@example.com',
  city: 'Chennai',
  goldGrams: '10.25',
  goldCarat: '22',
};
type Field = keyof typeof valid;
const { fields, withField } = formInputs(valid);

/** Accepted values for each field (spec section 5, calculator form). */
const accepted: Record<Field, unknown[]> = {
  name: ['Meena', 'S. Meena', 'Dr. Ravi  Kumar', 'Ravi\tKumar', 'a'.repeat(maxLengths.name)],
  mobileNumber: ['9876543210', '0000000000'],
  emailId: ['meena@example.com', 'first.last+gold@mail.example.co.in', 'USER_1@EXAMPLE.IN'],
  city: ['Chennai', 'Kanchi puram', 'St. Thomas Mount', 'a'.repeat(maxLengths.city)],
  goldGrams: ['10', '10.5', '10.25', '0.5', '1234567.89'],
  goldCarat: ['18', '22', '24'],
};

/** Refused values for each field: the hint is 'Invalid', never 'required'. */
const refused: Record<Field, unknown[]> = {
  name: [
    'Meena2',
    '2',
    'Meena-Kumari',
    "O'Neil",
    'meena@x',
    'a'.repeat(maxLengths.name + 1),
    // The pattern's whitespace takes a line break; a one-line field does not.
    'Meena\nKumari',
    'Meena\r',
    'Meena\u0000',
    'Meena\uD800',
  ],
  mobileNumber: [
    '987654321',
    '98765432101',
    '98765abcde',
    '+919876543',
    '98765 4321',
    '9876543210 ',
  ],
  emailId: [
    'meena',
    'meena@',
    '@example.com',
    'meena@example',
    'meena@example.c',
    'meena @example.com',
  ],
  city: [
    'Chennai-600001',
    'Chennai 1',
    'Madurai!',
    'a'.repeat(maxLengths.city + 1),
    'St. Thomas\r\nMount',
  ],
  goldGrams: ['10.255', '.5', '10.', '-5', '1e3', '10,5', 'ten', ' 10', '12345678.90'],
  goldCarat: ['20', '21', '18K', ' 22', 'twenty-two', 22],
};

describe('calculatorRequestSchema (spec sections 3, 5, 7)', () => {
  it('accepts a complete request and returns it unchanged', () => {
    expect(issuesOf(calculatorRequestSchema, valid)).toEqual([]);
    expect(calculatorRequestSchema.parse(valid)).toEqual(valid);
  });

  it('offers the carats 18, 22 and 24 only (spec section 9)', () => {
    expect([...carats]).toEqual(['18', '22', '24']);
  });

  describeFormFields({ schema: calculatorRequestSchema, valid, accepted, refused });

  it("says only 'required' for the unselected carat", () => {
    expect(fieldMessages(calculatorRequestSchema, withField('goldCarat', ''), 'goldCarat')).toEqual(
      [REQUIRED],
    );
  });

  it("says 'Invalid' (not 'required') for a carat outside 18, 22, 24", () => {
    expect(
      fieldMessages(calculatorRequestSchema, withField('goldCarat', '20'), 'goldCarat'),
    ).toEqual([INVALID]);
  });

  it("reports all six fields 'required' for an empty object", () => {
    for (const field of fields) {
      expect(fieldMessages(calculatorRequestSchema, {}, field), field).toEqual([REQUIRED]);
    }
  });

  it('refuses extra fields', () => {
    const issues = issuesOf(calculatorRequestSchema, { ...valid, totalPrice: 1 });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['totalPrice'], path: [] });
  });

  it('takes the grams and the carat as text, as the form sends them', () => {
    expect(
      fieldMessages(calculatorRequestSchema, withField('goldGrams', 10.25), 'goldGrams'),
    ).not.toEqual([]);
    expect(
      fieldMessages(calculatorRequestSchema, withField('goldCarat', 22), 'goldCarat'),
    ).not.toEqual([]);
  });

  it('refuses something that is not an object', () => {
    for (const input of [null, undefined, 'name=Meena', [valid], 42]) {
      expect(calculatorRequestSchema.safeParse(input).success).toBe(false);
    }
  });
});

describe('calculatorResultSchema', () => {
  const result = {
    PerGramPrice: 6650.5,
    lastUpdateTime: '2025-01-31T10:30:00Z',
    totalPrice: 68167.63,
  };

  it('accepts PerGramPrice, lastUpdateTime and totalPrice', () => {
    expect(calculatorResultSchema.parse(result)).toEqual(result);
  });

  it.each(['PerGramPrice', 'lastUpdateTime', 'totalPrice'] as const)(
    'refuses a result without %s',
    (field) => {
      const partial = Object.fromEntries(Object.entries(result).filter(([key]) => key !== field));
      expect(fieldsWithIssues(calculatorResultSchema, partial)).toEqual([field]);
    },
  );

  it('refuses prices given as text and spelled differently', () => {
    expect(calculatorResultSchema.safeParse({ ...result, totalPrice: '68167.63' }).success).toBe(
      false,
    );
    const { PerGramPrice, ...rest } = result;
    expect(calculatorResultSchema.safeParse({ ...rest, perGramPrice: PerGramPrice }).success).toBe(
      false,
    );
  });
});
