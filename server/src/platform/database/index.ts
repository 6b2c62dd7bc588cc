export type {
  Database,
  DatabaseLogger,
  NotificationListener,
  PoolUse,
  Queryable,
} from './database';
export { groupCommit } from './groupCommit';
export { createDatabase, type DatabaseOptions } from './createDatabase';
export { DatabaseInUseError } from './pglite';
export type { Page, PageRequest } from './page';
