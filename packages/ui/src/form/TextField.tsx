import type { ReactNode } from 'react';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { FormField } from './FormField';
import type { FieldBinding } from './useFieldBindings';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Pick<
  InputProps,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'
> {
  label: ReactNode;
  /** From `useFieldBindings`. */
  binding: FieldBinding;
  helperText?: ReactNode;
}

/** A required text input of a site form, with its label and hint. */
export function TextField({ label, binding, helperText, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} hint={binding.hint} helperText={helperText} required>
      {(describedBy) => (
        <Input {...inputProps} {...binding.registration} aria-describedby={describedBy} />
      )}
    </FormField>
  );
}
