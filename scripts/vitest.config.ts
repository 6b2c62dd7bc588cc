import { nodeProject } from '../vitest.projects';

// The scripts' own logic (which Node runs the project), tested where the scripts live.
export default nodeProject({ name: 'scripts' });
