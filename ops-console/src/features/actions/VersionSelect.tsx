import { NativeSelect } from '@chakra-ui/react/native-select';

/** Props of {@link VersionSelect}. */
export interface VersionSelectProps {
  value: string;
  onChange: (version: string) => void;
  /** The published versions to choose from (not the stable one). */
  versions: string[];
}

/** A choice among a remote's published versions, inside the caller's labelled field. */
export function VersionSelect({ value, onChange, versions }: VersionSelectProps) {
  return (
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
  );
}
