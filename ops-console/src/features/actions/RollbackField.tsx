import { Field } from '@chakra-ui/react/field';
import type { VersionChoice } from './versionChoices';
import { VersionSelect } from './VersionSelect';

/** Props of {@link RollbackField}. */
export interface RollbackFieldProps {
  /** The version to go back to; by default the stable version before the current one. */
  value: string;
  onChange: (version: string) => void;
  /** The earlier versions to choose from, newest first. */
  versions: VersionChoice[];
}

/** Which version becomes stable again. */
export function RollbackField({ value, onChange, versions }: RollbackFieldProps) {
  return (
    <Field.Root required>
      <Field.Label>Roll back to</Field.Label>
      <VersionSelect value={value} onChange={onChange} versions={versions} />
      <Field.HelperText>Preselected: the stable version before the current one.</Field.HelperText>
    </Field.Root>
  );
}
