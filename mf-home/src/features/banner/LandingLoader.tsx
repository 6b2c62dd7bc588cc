import { Box, Spinner } from '@gold/ui';

/** The full-screen loader of the landing page, shown until the banner art has settled. */
export function LandingLoader() {
  return (
    <Box
      role="status"
      aria-label="Loading the page"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="brand.50"
      display="grid"
      placeItems="center"
    >
      <Spinner size="xl" color="brand.600" borderWidth="4px" />
    </Box>
  );
}
