import { Suspense, use, type ReactNode } from 'react';
import { Box } from '@gold/ui';
import { BackToTopButton } from './BackToTopButton';
import { CautionMarquee } from './CautionMarquee';
import { MAIN_ID, SkipLink } from './SkipLink';
import { SpinnerOverlay } from './SpinnerOverlay';
import { StaticPart } from './StaticPart';
import { StaticPartsContext } from './staticParts';
import { TopNav } from './TopNav';

/** Props of {@link SiteFrame}. */
export interface SiteFrameProps {
  /** The page. */
  children: ReactNode;
}

/**
 * The markup around every page: navigation, caution banner, the page, footer and overlays. The
 * browser and the build-time prerender draw it alike, so the one replaces the other in place.
 */
export function SiteFrame({ children }: SiteFrameProps) {
  const { Footer } = use(StaticPartsContext);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <TopNav />
      <CautionMarquee />
      <Box as="main" id={MAIN_ID} flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <StaticPart>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </StaticPart>
      <BackToTopButton />
      <SpinnerOverlay />
    </Box>
  );
}
