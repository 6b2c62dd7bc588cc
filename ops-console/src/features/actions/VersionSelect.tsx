import { NativeSelect } from '@chakra-ui/react/native-select';
import type { VersionChoice } from './versionChoices';

/** Props of {@link VersionSelect}. */
export interface VersionSelectProps {
  value: string;
  onChange: (version: string) => void;
  /** The versions to choose from, in the order shown (newest first). */
  versions: VersionChoice[];
}

/** A choice among a remote's published versions, inside the caller's labelled field. */
export function VersionSelect({ value, onChange, versions }: VersionSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {versions.length === 0 && <option value="">No other published version</option>}
        {versions.map(({ version, label }) => (
          <option key={version} value={version}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
