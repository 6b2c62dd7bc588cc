import { nodeProject } from '../vitest.projects';

// The deployment's own files (Prometheus's rules), tested where they live.
export default nodeProject({ name: 'deploy' });
