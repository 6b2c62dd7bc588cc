import { hydrationSuite } from '@gold/prerender/testing';
import AboutPage from './exposes/AboutPage';
import HomePage from './exposes/HomePage';

hydrationSuite({ AboutPage, HomePage });
