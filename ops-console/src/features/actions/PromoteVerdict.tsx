import type { Verdict } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Text } from '@chakra-ui/react/text';

/** Props of {@link PromoteVerdict}. */
export interface PromoteVerdictProps {
  /** The guard's verdict on the canary now; undefined where it has none (no views, no guard). */
  verdict: Verdict | undefined;
  /** The figures it is based on, as `registry status` prints them. */
  reason: string | undefined;
  /** Whether the operator chose to promote although the verdict is not green. */
  anyway: boolean;
  onAnywayChange: (anyway: boolean) => void;
  /** Shown once a promote was tried without choosing it. */
  problem: boolean;
}

const verdictText: Record<Verdict, string> = {
  green: 'green: the evidence leans towards stable’s failure rate',
  waiting: 'waiting for evidence',
  red: 'red: the canary fails more than stable',
};

/** What the guard says of the canary, and, unless it is green, the choice to promote anyway. */
export function PromoteVerdict({
  verdict,
  reason,
  anyway,
  onAnywayChange,
  problem,
}: PromoteVerdictProps) {
  return (
    <Box>
      <Text fontWeight="semibold">
        The canary guard: {verdict ? verdictText[verdict] : 'no verdict (no views counted yet)'}
      </Text>
      {reason && <Text fontSize="sm">{reason}</Text>}
      {verdict !== 'green' && (
        <Field.Root invalid={problem && !anyway} mt="2">
          <Box as="label" display="flex" gap="2" alignItems="center">
            <input
              type="checkbox"
              checked={anyway}
              onChange={(event) => onAnywayChange(event.target.checked)}
            />
            Promote anyway, although the guard’s verdict is not green
          </Box>
          <Field.ErrorText>
            Tick this to promote a canary the guard has not cleared.
          </Field.ErrorText>
        </Field.Root>
      )}
    </Box>
  );
}
