import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as StoreProvider } from 'jotai';
import { useEffect } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { siteStore } from '@gold/http';
import { Box, Flex, PopupHost, setSiteNavigator, UiProvider } from '@gold/ui';
import { ApiSource } from './ApiSource';

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setSiteNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/**
 * Mounts a remote's pages without the shell, at /website/<path>, for working on one remote alone.
 * The shell's navigation and footer are not here on purpose: they belong to the shell.
 */
export function renderStandalone(pages: Record<string, ComponentType>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  createRoot(container).render(
    <StoreProvider store={siteStore}>
      <UiProvider>
        <BrowserRouter>
          <NavigatorBridge />
          <Flex as="nav" gap="4" p="2" bg="gray.100" fontSize="sm">
            <strong>standalone</strong>
            {Object.keys(pages).map((path) => (
              <Link key={path} to={`/website/${path}`}>
                {path}
              </Link>
            ))}
            <Box ms="auto">
              <ApiSource />
            </Box>
          </Flex>
          <Box as="main" id="main">
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={`/website/${path}`} element={<Page />} />
              ))}
              <Route path="*" element={<Box p="8">Pick a page above.</Box>} />
            </Routes>
          </Box>
          <PopupHost />
        </BrowserRouter>
      </UiProvider>
    </StoreProvider>,
  );
}
