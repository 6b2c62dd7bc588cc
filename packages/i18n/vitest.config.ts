import { domProject } from '../../vitest.projects';

export default domProject();
