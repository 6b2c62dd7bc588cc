import { renderStandalone } from '@gold/standalone';
import PartnerPage from './exposes/PartnerPage';

// Started alone (`pnpm dev` in this folder): the exposed pages without the shell.
renderStandalone({
  partner: PartnerPage,
});
