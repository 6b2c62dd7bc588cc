import { hydrationSuite } from '@gold/prerender/testing';
import * as PartnerPage from './exposes/PartnerPage';

hydrationSuite({ PartnerPage });
