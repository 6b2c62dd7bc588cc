import type { Database, NotificationListener } from '../../platform/database';
import type { DatabaseLogger } from '../../platform/database';
import { readRegistryRevision, REGISTRY_CHANNEL } from '../store/registryRevision';
import type { RegistryService } from './registryService';

export interface RegistryWatchOptions {
  /** How often the revision is checked while notifications are not arriving. */
  fallbackCheckMs?: number;
  /** How often it is checked while they are (in case one was lost). */
  safetyCheckMs?: number;
}

/**
 * Keeps this instance's copy of the registry current with changes made through any instance:
 * a PostgreSQL notification has it read again at once; a revision check every second while the
 * notification connection is down (and every 30 s while it is up) catches whatever was missed.
 */
export function watchRegistry(
  db: Database,
  registry: RegistryService,
  log: DatabaseLogger,
  { fallbackCheckMs = 1000, safetyCheckMs = 30_000 }: RegistryWatchOptions = {},
): { stop(): Promise<void> } {
  let listening = false;
  let lastCheck = Date.now();
  // Read at once, not at the next visitor's request: the change is served from here on, and
  // the metrics' propagation time says when. A failed read leaves the last one in service.
  const reload = () => {
    registry.invalidate();
    registry.snapshot().catch(() => undefined);
  };
  const listener: NotificationListener | undefined = db.listen?.(REGISTRY_CHANNEL, {
    notify: reload,
    connected: (up) => {
      listening = up;
      // Whatever changed while the connection was down was not announced.
      if (up) reload();
    },
  });
  let checking = false;
  // A database that stays down is logged once, not every second.
  let failing = false;
  const check = async () => {
    if (checking || (listening && Date.now() - lastCheck < safetyCheckMs)) return;
    checking = true;
    lastCheck = Date.now();
    try {
      const [current, known] = await Promise.all([
        readRegistryRevision(db),
        registry.snapshot().then((snapshot) => snapshot.revision),
      ]);
      if (current !== known) reload();
      failing = false;
    } catch (err) {
      if (!failing)
        log.error({ err }, 'registry revision check failed (logged once until it works again)');
      failing = true;
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), fallbackCheckMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await listener?.close();
    },
  };
}
