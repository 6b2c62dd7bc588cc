import { useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { messageIn } from '@gold/contracts';
import { pageLanguage } from '@gold/i18n';

// The theme's error colour (red.500) reads at 3.8:1 on white; hints need AA's 4.5:1.
const errorColor = 'red.700';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The visible label of the control. */
  label: ReactNode;
  /** The field's hint ('required', 'Invalid'...); while set, the field shows as invalid. */
  hint?: string;
  /** Guidance shown at all times, under the control. */
  helperText?: ReactNode;
  /** Marks the field as required for assistive technology and with an asterisk. */
  required?: boolean;
  /** Renders the control; it must set `aria-describedby` to the ids it is given. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled form control with its hint: the label points at the control, and the hint and the
 * helper text are tied to it through aria-describedby (aria-invalid comes from the field).
 */
export function FormField({ label, hint, helperText, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const helperId = `${id}-helper`;
  const describedBy =
    [hint === undefined ? '' : hintId, helperText ? helperId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Field.Root
      invalid={hint !== undefined}
      required={required}
      ids={{ errorText: hintId, helperText: helperId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator color={errorColor} />
      </Field.Label>
      {children(describedBy)}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText color={errorColor} textStyle="sm">
        {hint && messageIn(hint, pageLanguage())}
      </Field.ErrorText>
    </Field.Root>
  );
}
