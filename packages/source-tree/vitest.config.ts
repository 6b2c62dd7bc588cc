import { nodeProject } from '../../vitest.projects';

export default nodeProject();
