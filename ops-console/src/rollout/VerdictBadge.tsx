import { Badge } from '@chakra-ui/react/badge';
import type { Verdict } from '@gold/registry/model';
import { verdictText } from './describeRollout';

const palette: Record<Verdict, string> = { green: 'green', red: 'red', waiting: 'gray' };

/** Props of {@link VerdictBadge}. */
export interface VerdictBadgeProps {
  verdict: Verdict;
}

/** The guard's verdict in words, coloured as well (never by colour alone). */
export function VerdictBadge({ verdict }: VerdictBadgeProps) {
  return (
    // "waiting for evidence" may wrap: kept on one line it widens the remotes table past a phone.
    <Badge colorPalette={palette[verdict]} variant="subtle" whiteSpace="normal">
      {verdictText(verdict)}
    </Badge>
  );
}
