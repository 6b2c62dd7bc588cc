/**
 * The rules every form field shares, as one vitest suite for each form's schema (not exported
 * from index.ts): a field accepts its valid values, refuses the others with 'Invalid' alone,
 * and says 'required' first when empty or missing.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldMessages, fieldsWithIssues, type Parser } from './schemaIssues';

const { fieldRequired: REQUIRED, fieldInvalid: INVALID } = messages;

/** A valid form, and the inputs a test makes from it by changing or dropping one field. */
export function formInputs<Field extends string>(valid: Record<Field, unknown>) {
  return {
    fields: Object.keys(valid) as Field[],
    withField: (field: Field, value: unknown) => ({ ...valid, [field]: value }),
    without: (field: Field) =>
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)),
  };
}

/** A form's schema, one valid form, and per field the values it accepts and refuses. */
export interface FormFieldCases<Field extends string> {
  schema: Parser;
  valid: Record<Field, unknown>;
  accepted: Record<Field, readonly unknown[]>;
  /** Each refused with 'Invalid', never 'required'. */
  refused: Record<Field, readonly unknown[]>;
}

/** Registers, inside the caller's `describe`, the tests of the rules every field follows. */
export function describeFormFields<Field extends string>({
  schema,
  valid,
  accepted,
  refused,
}: FormFieldCases<Field>): void {
  const { fields, withField, without } = formInputs(valid);

  describe.each(fields)('%s', (field) => {
    it.each(accepted[field].map((value) => [JSON.stringify(value), value]))(
      'accepts %s',
      (_, value) => {
        expect(fieldsWithIssues(schema, withField(field, value))).toEqual([]);
      },
    );

    it.each(refused[field].map((value) => [JSON.stringify(value), value]))(
      "refuses %s with 'Invalid'",
      (_, value) => {
        const input = withField(field, value);
        const found = fieldMessages(schema, input, field);
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((message) => message === INVALID)).toBe(true);
        expect(fieldsWithIssues(schema, input)).toEqual([field]);
      },
    );

    it("says 'required' first when empty", () => {
      const input = withField(field, '');
      expect(fieldMessages(schema, input, field)[0]).toBe(REQUIRED);
      expect(fieldsWithIssues(schema, input)).toEqual([field]);
    });

    it("says only 'required' when missing", () => {
      expect(fieldMessages(schema, without(field), field)).toEqual([REQUIRED]);
      expect(fieldMessages(schema, withField(field, undefined), field)).toEqual([REQUIRED]);
    });
  });

  it("marks every field 'required' first on the empty form it starts with", () => {
    const empty = Object.fromEntries(fields.map((field) => [field, '']));
    for (const field of fields) {
      expect(fieldMessages(schema, empty, field)[0], field).toBe(REQUIRED);
    }
    expect(fieldsWithIssues(schema, empty).sort()).toEqual([...fields].sort());
  });
}
