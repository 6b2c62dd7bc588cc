import { hydrationSuite } from '@gold/prerender/testing';
import * as PartnerFormIsland from './exposes/PartnerFormIsland';
import * as PartnerPage from './exposes/PartnerPage';
import { REMOTE_LANGUAGES } from './languages';

hydrationSuite({ PartnerPage }, { './PartnerFormIsland': PartnerFormIsland }, REMOTE_LANGUAGES);
