import { hydrationSuite } from '@gold/prerender/testing';
import * as BranchesPage from './exposes/BranchesPage';

hydrationSuite({ BranchesPage });
