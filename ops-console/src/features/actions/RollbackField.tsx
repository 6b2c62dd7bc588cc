import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

/** Props of {@link RollbackField}. */
export interface RollbackFieldProps {
  /** The version to go back to; by default the stable version before the current one. */
  value: string;
  onChange: (version: string) => void;
  /** The published versions to choose from (not the stable one). */
  versions: string[];
}

/** Which version becomes stable again. */
export function RollbackField({ value, onChange, versions }: RollbackFieldProps) {
  return (
    <Field.Root required>
      <Field.Label>Roll back to</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {versions.length === 0 && <option value="">No other published version</option>}
          {versions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Preselected: the stable version before the current one.</Field.HelperText>
    </Field.Root>
  );
}
