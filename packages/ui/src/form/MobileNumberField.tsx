import { maxLengths } from '@gold/contracts';
import { uiWords } from '../words/uiWords';
import { TextField } from './TextField';
import type { FieldBinding } from './useFieldBindings';

/** Props of {@link MobileNumberField}. */
export interface MobileNumberFieldProps {
  /** From `useFieldBindings`. */
  binding: FieldBinding;
}

/**
 * The ten-digit mobile number the site's forms ask for: a phone keypad, the browser's own number
 * without the country code, and no more digits than the rule allows.
 */
export function MobileNumberField({ binding }: MobileNumberFieldProps) {
  return (
    <TextField
      label={uiWords.now().mobileNumber}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={maxLengths.mobileNumber}
      binding={binding}
    />
  );
}
