import { hydrationSuite } from '@gold/prerender/testing';
import * as PartnerFormIsland from './exposes/PartnerFormIsland';
import * as PartnerPage from './exposes/PartnerPage';

hydrationSuite({ PartnerPage }, { './PartnerFormIsland': PartnerFormIsland });
