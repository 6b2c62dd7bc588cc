import { hydrationSuite } from '@gold/prerender/testing';
import * as BranchesPage from './exposes/BranchesPage';
import * as BranchFinderIsland from './exposes/BranchFinderIsland';

hydrationSuite({ BranchesPage }, { './BranchFinderIsland': BranchFinderIsland });
