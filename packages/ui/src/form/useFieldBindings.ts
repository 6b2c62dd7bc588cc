import type {
  FieldValues,
  Path,
  PathValue,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { takeLeftField } from '@gold/page-scripts/earlyFields';

/** What a form control needs from the form: its registration and the hint to show. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  /** The error message, formatted, once the field has been touched; undefined otherwise. */
  hint?: string;
}

/**
 * Binds fields of `form` to controls. A field's hint shows only after it has been touched (the
 * submit flow marks every field touched); `formatHint` words it the way the form's spec does. A
 * field the visitor filled and left before the form's code came is taken with its value, touched
 * and judged, as the code would have done had it been there.
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
    const registration = form.register(name);
    const takeEarly = (element: HTMLInputElement | HTMLSelectElement | null) => {
      if (!element || !takeLeftField(element)) return;
      const value = element.value as PathValue<T, Path<T>>;
      // After the commit that attached it: the form's state may not change while it renders.
      queueMicrotask(() => form.setValue(name, value, { shouldTouch: true, shouldValidate: true }));
    };
    return {
      registration: {
        ...registration,
        ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
          registration.ref(element);
          takeEarly(element);
        },
      },
      hint: touched && message ? formatHint(message) : undefined,
    };
  };
}
