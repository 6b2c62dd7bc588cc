import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { Box, setSiteNavigator } from '@gold/ui';
import { BackToTopButton } from './BackToTopButton';
import { CautionMarquee } from './CautionMarquee';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';
import { SpinnerOverlay } from './SpinnerOverlay';
import { TopNav } from './TopNav';
import { useAnchorScroll } from './useAnchorScroll';
import { useRouteFocus } from './useRouteFocus';
import { usePreloadOnIntent } from '../remotes/usePreloadOnIntent';

/** The frame of every page: navigation, caution banner, the page, footer and overlays. */
export function SiteLayout() {
  useAnchorScroll();
  useRouteFocus();
  usePreloadOnIntent();
  const navigate = useNavigate();
  useEffect(() => {
    // Remotes navigate through @gold/ui's SiteLink, which calls the shell's router.
    setSiteNavigator((to) => void navigate(to));
    return () => setSiteNavigator(undefined);
  }, [navigate]);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <TopNav />
      <CautionMarquee />
      <Box as="main" id={MAIN_ID} flex="1" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
      <BackToTopButton />
      <SpinnerOverlay />
      <ScrollRestoration />
    </Box>
  );
}
