import { Suspense, use, type ReactNode } from 'react';
import { layoutData } from '@gold/page-data';
import { Box } from '@gold/ui';
import { BackToTopButton } from './BackToTopButton';
import { CautionMarquee } from './CautionMarquee';
import { BOTTOM_INSET_VAR, bottomInsetStyle, ContactBar } from './ContactBar';
import { ScriptFonts } from './ScriptFonts';
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
 * The markup around every page: navigation, caution banner, the page, footer, the phone's contact
 * bar and overlays. The browser and the build-time prerender draw it alike, so the one replaces
 * the other in place. On a phone the frame keeps the contact bar's height free below the footer,
 * so that the end of every page scrolls above the bar.
 */
export function SiteFrame({ children }: SiteFrameProps) {
  const { Footer } = use(StaticPartsContext);
  const { rates } = layoutData();
  return (
    <Box
      minH="100vh"
      display="flex"
      flexDirection="column"
      css={bottomInsetStyle}
      pb={`var(${BOTTOM_INSET_VAR})`}
    >
      <ScriptFonts />
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
      <ContactBar rate={rates && `22K ${rates.karat22}/g`} />
      <BackToTopButton />
      <SpinnerOverlay />
    </Box>
  );
}
