import { renderStandalone } from '@gold/standalone';
import HomePage from './exposes/HomePage';
import AboutPage from './exposes/AboutPage';

// Started alone (`pnpm dev` in this folder): the exposed pages without the shell.
renderStandalone({
  home: HomePage,
  aboutUs: AboutPage,
});
