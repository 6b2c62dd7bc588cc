import { bucketRangesOf, describeBucketRange } from '@gold/registry/model';
import { Text } from '@chakra-ui/react/text';
import type { RemoteRow } from '../../rollout/remoteRow';

/** Props of {@link BucketRanges}. */
export interface BucketRangesProps {
  row: Pick<RemoteRow, 'stable' | 'canary'>;
}

/**
 * Who gets which version of the remote now, by the visitors' buckets (0-99, kept in their
 * `mf_bucket` cookie), as `registry status` lists them; `registry visitor` finds one visitor's.
 */
export function BucketRanges({ row }: BucketRangesProps) {
  const ranges = bucketRangesOf(row);
  if (ranges.length === 0) return null;
  return (
    <Text mt="2" fontSize="sm">
      Who gets what: {ranges.map(describeBucketRange).join('; ')}. A visitor keeps its bucket in the
      mf_bucket cookie.
    </Text>
  );
}
