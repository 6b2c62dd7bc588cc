import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { setSiteNavigator } from '@gold/ui';
import { SiteFrame } from './SiteFrame';
import { useAnchorScroll } from './useAnchorScroll';
import { useRouteFocus } from './useRouteFocus';
import { useScrollRestoration } from './useScrollRestoration';
import { useLiveOnceLeft } from '../ground/prerenderedPage';
import { usePreloadOnIntent } from '../remotes/usePreloadOnIntent';

/** The frame of every page, with the behaviour of the browser's router: focus, scroll, preloads. */
export function SiteLayout() {
  useAnchorScroll();
  useRouteFocus();
  useScrollRestoration();
  usePreloadOnIntent();
  useLiveOnceLeft();
  const navigate = useNavigate();
  useEffect(() => {
    // Remotes navigate through @gold/ui's SiteLink, which calls the shell's router.
    setSiteNavigator((to) => void navigate(to));
    return () => setSiteNavigator(undefined);
  }, [navigate]);
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
