import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { RampEditFields, RampEditProblems } from './rampEditForm';

/** Props of {@link RampEditFieldset}. */
export interface RampEditFieldsetProps {
  fields: RampEditFields;
  onChange: (fields: RampEditFields) => void;
  /** The share served now: the steps typed come after it. */
  current: number;
  problems: RampEditProblems;
}

/** The ramp's steps after the current one, and the step's interval. */
export function RampEditFieldset({ fields, onChange, current, problems }: RampEditFieldsetProps) {
  const set = (name: keyof RampEditFields) => (value: string) =>
    onChange({ ...fields, [name]: value });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Field.Root invalid={!!problems.later}>
        <Field.Label>Steps after the current {current} % (in %)</Field.Label>
        <Input
          placeholder="50, 100"
          value={fields.later}
          onChange={(e) => set('later')(e.target.value)}
        />
        <Field.HelperText>100 promotes; empty makes this step the last.</Field.HelperText>
        <Field.ErrorText>{problems.later}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!problems.everyMinutes}>
        <Field.Label>Step interval (minutes)</Field.Label>
        <Input
          inputMode="numeric"
          value={fields.everyMinutes}
          onChange={(e) => set('everyMinutes')(e.target.value)}
        />
        <Field.HelperText>The current step’s clock runs on.</Field.HelperText>
        <Field.ErrorText>{problems.everyMinutes}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
