import { describe, expect, it } from 'vitest';
import {
  franchiseEnquirySchema,
  generalEnquirySchema,
  maxLengths,
  messages,
  preferredTimes,
} from './index';
import { describeFormFields, formInputs } from './testing/formFieldsSuite';
import { fieldMessages, issuesOf } from './testing/schemaIssues';

const { fieldRequired: REQUIRED, fieldInvalid: INVALID } = messages;

const valid = {
  name: 'S. Meena',
  mobileNumber: '9876543210',
  mailId: 'meena@example.com',
  previousExperiences: '5',
  totalFundAvailableForInvest: '2500000',
  totalFundAvailableNow: '1000000',
};
type Field = keyof typeof valid;
const { withField } = formInputs(valid);

const digitsAccepted = ['0', '5', '250000', '9'.repeat(maxLengths.digits)];
const digitsRefused = [
  '5.5',
  '-5',
  '5a',
  ' 5',
  '5 ',
  '1,00,000',
  '1e5',
  'five',
  '9'.repeat(maxLengths.digits + 1),
];

/** Accepted values for each field (spec section 5, enquiry form). */
const accepted: Record<Field, unknown[]> = {
  name: ['Meena', 'S. Meena', 'Dr. Ravi Kumar', 'a'.repeat(maxLengths.name)],
  mobileNumber: ['9876543210', '0000000000'],
  mailId: ['meena@example.com', 'first.last+gold@mail.example.co.in', 'USER_1@EXAMPLE.IN'],
  previousExperiences: digitsAccepted,
  totalFundAvailableForInvest: digitsAccepted,
  totalFundAvailableNow: digitsAccepted,
};

/** Refused values for each field: the hint is 'Invalid', never 'required'. */
const refused: Record<Field, unknown[]> = {
  // Letters, spaces and dots only: digits, other punctuation and other whitespace fail.
  name: [
    'Meena2',
    '2',
    'Meena-Kumari',
    "O'Neil",
    'Ravi\tKumar',
    'Ravi\nKumar',
    'a'.repeat(maxLengths.name + 1),
  ],
  mobileNumber: ['987654321', '98765432101', '98765abcde', '+919876543', '98765 4321'],
  mailId: [
    'meena',
    'meena@',
    '@example.com',
    'meena@example',
    'meena@example.c',
    'meena @example.com',
  ],
  previousExperiences: digitsRefused,
  totalFundAvailableForInvest: digitsRefused,
  totalFundAvailableNow: digitsRefused,
};

describe('franchiseEnquirySchema (spec sections 3, 5)', () => {
  it('accepts a complete enquiry and returns it unchanged', () => {
    expect(issuesOf(franchiseEnquirySchema, valid)).toEqual([]);
    expect(franchiseEnquirySchema.parse(valid)).toEqual(valid);
  });

  describeFormFields({ schema: franchiseEnquirySchema, valid, accepted, refused });

  it("shows '(required)' and '(Invalid)' hints for the name", () => {
    expect(fieldMessages(franchiseEnquirySchema, withField('name', ''), 'name')[0]).toBe(
      'required',
    );
    expect(fieldMessages(franchiseEnquirySchema, withField('name', 'Meena2'), 'name')).toEqual([
      'Invalid',
    ]);
  });

  it('refuses extra fields (the certificate travels as its own multipart part)', () => {
    const issues = issuesOf(franchiseEnquirySchema, {
      ...valid,
      professionalCertificate: 'scan.pdf',
    });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['professionalCertificate'],
      path: [],
    });
  });

  it("uses mailId, not the calculator's emailId", () => {
    const { mailId, ...rest } = valid;
    const issues = issuesOf(franchiseEnquirySchema, { ...rest, emailId: mailId });
    expect(fieldMessages(franchiseEnquirySchema, { ...rest, emailId: mailId }, 'mailId')).toEqual([
      REQUIRED,
    ]);
    expect(issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('takes the amounts as digit text, as the form sends them', () => {
    expect(
      fieldMessages(
        franchiseEnquirySchema,
        withField('totalFundAvailableNow', 100000),
        'totalFundAvailableNow',
      ),
    ).not.toEqual([]);
  });
});

describe('generalEnquirySchema (inquiry/add, the callback request; shape not in the spec)', () => {
  const enquiry = {
    name: 'Meena',
    mobileNumber: '9876543210',
    preferredTime: 'Evening (4 - 7 pm)',
    message: 'Please call me about selling 20 g.',
  };
  const { message: _message, ...required } = enquiry;

  it('accepts name, mobileNumber, preferredTime and a message, and returns them unchanged', () => {
    expect(generalEnquirySchema.parse(enquiry)).toEqual(enquiry);
  });

  it('accepts the enquiry without a message, or with an empty one', () => {
    expect(generalEnquirySchema.parse(required)).toEqual(required);
    expect(generalEnquirySchema.parse({ ...required, message: '' })).toEqual({
      ...required,
      message: '',
    });
  });

  it('offers the four times of day, in order', () => {
    expect(preferredTimes).toEqual([
      'Morning (9 am - 12 noon)',
      'Afternoon (12 - 4 pm)',
      'Evening (4 - 7 pm)',
      'Any time',
    ]);
  });

  // The required fields follow the rules every form field does; the message is optional (below).
  describeFormFields({
    schema: generalEnquirySchema,
    valid: required,
    accepted: {
      name: ['Meena', 'S. Meena', 'Ravi  Kumar', 'a'.repeat(maxLengths.name)],
      mobileNumber: ['9876543210', '0000000000'],
      preferredTime: preferredTimes,
    },
    refused: {
      name: ['Meena2', "O'Neil", 'Ravi_K', 'Meena\nKumari', 'a'.repeat(maxLengths.name + 1)],
      mobileNumber: ['987654321', '98765432101', '98765x3210', '+919876543'],
      preferredTime: ['Night', 'morning (9 am - 12 noon)', 'Any time ', ' ', 9, null, ['Any time']],
    },
  });

  it("says 'required' for an unselected time and 'Invalid' for one not offered", () => {
    expect(
      fieldMessages(generalEnquirySchema, { ...enquiry, preferredTime: '' }, 'preferredTime'),
    ).toEqual([REQUIRED]);
    expect(
      fieldMessages(generalEnquirySchema, { ...enquiry, preferredTime: 'Night' }, 'preferredTime'),
    ).toEqual([INVALID]);
  });

  it("says 'Invalid' for markup, an over-long message or one that is not text, never 'required'", () => {
    expect(
      fieldMessages(generalEnquirySchema, { ...enquiry, message: '<script>' }, 'message'),
    ).toEqual([INVALID]);
    expect(
      fieldMessages(
        generalEnquirySchema,
        { ...enquiry, message: 'a'.repeat(maxLengths.message) },
        'message',
      ),
    ).toEqual([]);
    expect(
      fieldMessages(
        generalEnquirySchema,
        { ...enquiry, message: 'a'.repeat(maxLengths.message + 1) },
        'message',
      ),
    ).toEqual([INVALID]);
    for (const message of [null, 5, ['hello'], { text: 'hello' }])
      expect(fieldMessages(generalEnquirySchema, { ...enquiry, message }, 'message')).toEqual([
        INVALID,
      ]);
  });

  it.each(['line one\nline two', 'line one\r\nline two'])(
    'accepts a message over several lines: %j',
    (message) => {
      expect(fieldMessages(generalEnquirySchema, { ...enquiry, message }, 'message')).toEqual([]);
    },
  );

  it.each(['line one\rline two', 'nul \u0000', 'half a pair \uDBFF'])(
    "says 'Invalid' for a message with %j",
    (message) => {
      expect(fieldMessages(generalEnquirySchema, { ...enquiry, message }, 'message')).toEqual([
        INVALID,
      ]);
    },
  );

  it('refuses extra fields', () => {
    expect(issuesOf(generalEnquirySchema, { ...enquiry, mailId: 'a@b.co' })[0]).toMatchObject({
      code: 'unrecognized_keys',
    });
  });
});
