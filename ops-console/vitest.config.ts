import { domProject } from '../vitest.projects';

export default domProject({ setupFiles: ['./src/testing/setup.ts'] });
