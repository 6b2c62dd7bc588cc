import { Badge } from '@gold/ui';

/** Props of {@link OpenStatusBadge}. */
export interface OpenStatusBadgeProps {
  /** Whether the branch is within its timings now, in India time. */
  open: boolean;
}

/** "Open now" or "Closed", from the branch timings. */
export function OpenStatusBadge({ open }: OpenStatusBadgeProps) {
  return (
    <Badge colorPalette={open ? 'green' : 'gray'} variant="subtle" size="md" flexShrink={0}>
      {open ? 'Open now' : 'Closed'}
    </Badge>
  );
}
