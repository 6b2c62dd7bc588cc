import { maxLengths } from '@gold/contracts';
import { Field, FormField, Input, type FieldBinding } from '@gold/ui/form';

/** Props of {@link MessageField}. */
export interface MessageFieldProps {
  label: string;
  /** From `useFieldBindings`. */
  binding: FieldBinding;
}

/**
 * An optional text over several lines, with its label and hint: the theme's input drawn on a
 * `<textarea>` with the field's ids, from the form layer the shell already provides.
 */
export function MessageField({ label, binding }: MessageFieldProps) {
  return (
    <FormField label={label} hint={binding.hint}>
      {(describedBy) => (
        <Field.Context>
          {(field) => (
            <Input asChild height="auto" minH="24" py="2" resize="vertical">
              <textarea
                {...field.getTextareaProps()}
                {...binding.registration}
                aria-describedby={describedBy}
                rows={3}
                maxLength={maxLengths.message}
              />
            </Input>
          )}
        </Field.Context>
      )}
    </FormField>
  );
}
