import { hydrationSuite } from '@gold/prerender/testing';
import PartnerPage from './exposes/PartnerPage';

hydrationSuite({ PartnerPage });
