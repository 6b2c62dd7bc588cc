import { hydrationSuite } from '@gold/prerender/testing';
import * as AboutPage from './exposes/AboutPage';
import * as HomePage from './exposes/HomePage';

hydrationSuite({ AboutPage, HomePage });
