import type { ReactNode } from 'react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { FormField } from './FormField';
import type { FieldBinding } from './useFieldBindings';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: ReactNode;
  /** From `useFieldBindings`. */
  binding: FieldBinding;
  options: readonly SelectOption[];
  /** The text of the empty choice the select starts on. */
  placeholder: string;
}

/** A required select of a site form that starts unselected, with its label and hint. */
export function SelectField({ label, binding, options, placeholder }: SelectFieldProps) {
  return (
    <FormField label={label} hint={binding.hint} required>
      {(describedBy) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            placeholder={placeholder}
            {...binding.registration}
            aria-describedby={describedBy}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
