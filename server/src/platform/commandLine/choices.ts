import { closestTo } from './didYouMean';
import { UsageError } from './usageError';

/** `value` when it is one of `choices`, else a usage error that names the one it was likely meant as. */
export function oneOf<T extends string>(what: string, value: string, choices: readonly T[]): T {
  if (choices.includes(value as T)) return value as T;
  const meant = closestTo(value, choices);
  throw new UsageError(
    meant
      ? `unknown ${what} "${value}": did you mean "${meant}"?`
      : `unknown ${what} "${value}": one of ${choices.join(', ')}`,
  );
}
