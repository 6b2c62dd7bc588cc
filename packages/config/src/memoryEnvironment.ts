/**
 * What the server's process is started with so that its resident memory comes back after a load:
 * glibc gives each thread that allocates (the thread pool's compression, V8's GC and compiler
 * threads) an arena of its own and keeps what they freed. With two arenas, and freed memory
 * above 128 KB given back, one instance was 484 MB idle after two minutes of load where it had
 * been 449 MB before it (without: 562 MB before, 722 MB after). Read by glibc when the process
 * starts, so a launcher sets it: `npm start`, the bench, docs/production.md's instance command.
 */
export const MEMORY_ENVIRONMENT = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;
