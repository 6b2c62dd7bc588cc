import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@gold/federation';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteConfig({ name: 'home', dir }, argv);
