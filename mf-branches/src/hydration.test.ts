import { hydrationSuite } from '@gold/prerender/testing';
import BranchesPage from './exposes/BranchesPage';

hydrationSuite({ BranchesPage });
