import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What a form control needs from the form: its registration and the hint to show. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  /** The error message, formatted, once the field has been touched; undefined otherwise. */
  hint?: string;
}

/**
 * Binds fields of `form` to controls. A field's hint shows only after it has been touched (the
 * submit flow marks every field touched); `formatHint` words it the way the form's spec does.
 */
export function useFieldBindings<T extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<T, TContext, TOutput>,
  formatHint: (message: string) => string = (message) => message,
): (name: Path<T>) => FieldBinding {
  // Read during render so that react-hook-form re-renders the form when these change.
  const { errors, touchedFields } = form.formState;
  return (name) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    const touched = (touchedFields as Record<string, boolean | undefined>)[name] === true;
    return {
      registration: form.register(name),
      hint: touched && message ? formatHint(message) : undefined,
    };
  };
}
