import { hydrationSuite } from '@gold/prerender/testing';
import * as AboutPage from './exposes/AboutPage';
import * as BannerIsland from './exposes/BannerIsland';
import * as HomePage from './exposes/HomePage';
import * as TodaysRateIsland from './exposes/TodaysRateIsland';

hydrationSuite(
  { AboutPage, HomePage },
  { './BannerIsland': BannerIsland, './TodaysRateIsland': TodaysRateIsland },
);
