import { useAtomValue } from 'jotai';
import { isLoadingAtom } from '@gold/http';
import { Box, Spinner } from '@gold/ui';
import { useHydrating } from '../ground/useHydrating';
import { shellWords } from '../ground/shellWords';
import { printHidden } from './printHidden';

/**
 * Full-screen overlay while any request is in flight (the spec's shared loading flag). Not while
 * hydrating: the build drew none, and an island's request may be under way when the layout is
 * hydrated.
 */
export function SpinnerOverlay() {
  const loading = useAtomValue(isLoadingAtom);
  const hydrating = useHydrating();
  if (!loading || hydrating) return null;
  return (
    <Box
      data-testid="spinner-overlay"
      role="status"
      aria-live="polite"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.500"
      display="grid"
      placeItems="center"
      {...printHidden}
    >
      <Spinner size="xl" color="yellow.300" borderWidth="4px" />
      <Box srOnly>{shellWords.now().loading}</Box>
    </Box>
  );
}
