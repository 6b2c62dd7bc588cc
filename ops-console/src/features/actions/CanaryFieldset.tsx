import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { CanaryFields, CanaryProblems } from './canaryForm';
import type { VersionChoice } from './versionChoices';
import { VersionSelect } from './VersionSelect';

/** Props of {@link CanaryFieldset}. */
export interface CanaryFieldsetProps {
  fields: CanaryFields;
  onChange: (fields: CanaryFields) => void;
  /** The published versions to choose from (not the stable one), newest first. */
  versions: VersionChoice[];
  problems: CanaryProblems;
}

/** The canary's version, its share, and an optional ramp with its interval. */
export function CanaryFieldset({ fields, onChange, versions, problems }: CanaryFieldsetProps) {
  const set = (name: keyof CanaryFields) => (value: string) =>
    onChange({ ...fields, [name]: value });
  const ramped = fields.ramp.trim() !== '';
  return (
    <Stack gap="3">
      <Field.Root required invalid={!!problems.version}>
        <Field.Label>Version</Field.Label>
        <VersionSelect value={fields.version} onChange={set('version')} versions={versions} />
        <Field.ErrorText>{problems.version}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!problems.percent} disabled={ramped}>
        <Field.Label>Share of visitors (%)</Field.Label>
        <Input
          inputMode="numeric"
          value={ramped ? '' : fields.percent}
          onChange={(e) => set('percent')(e.target.value)}
        />
        <Field.HelperText>
          {ramped ? 'The ramp’s first step is the share.' : 'Sticky per visitor, 1 to 100.'}
        </Field.HelperText>
        <Field.ErrorText>{problems.percent}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root invalid={!!problems.ramp}>
          <Field.Label>Ramp steps in % (optional)</Field.Label>
          <Input
            placeholder="5, 25, 50, 100"
            value={fields.ramp}
            onChange={(e) => set('ramp')(e.target.value)}
          />
          <Field.HelperText>
            One step further each interval while the guard is green; 100 promotes.
          </Field.HelperText>
          <Field.ErrorText>{problems.ramp}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!problems.everyMinutes} disabled={!ramped}>
          <Field.Label>Step interval (minutes)</Field.Label>
          <Input
            inputMode="numeric"
            value={fields.everyMinutes}
            onChange={(e) => set('everyMinutes')(e.target.value)}
          />
          <Field.ErrorText>{problems.everyMinutes}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
