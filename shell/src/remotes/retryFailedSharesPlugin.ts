import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What this plugin reads and resets of a share scope's entry for one version of a module. */
interface ShareEntry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
}

type ShareScopes = Record<string, Record<string, Record<string, ShareEntry>>>;

/** Waits for a download of the entry under way, and forgets it if it failed. */
async function forgetIfFailed(entry: ShareEntry): Promise<void> {
  const { loading } = entry;
  if (!loading || entry.loaded) return;
  try {
    await loading;
  } catch {
    if (entry.loading === loading) entry.loading = null;
  }
}

/**
 * Lets a shared module whose download failed be downloaded again. Module Federation keeps the
 * failed download's promise and gives it to every later request for that module, so one dropped
 * connection left a dialog, a form or an accordion broken until the visitor reloaded the page.
 * Before a module is asked for, a failed download of it is forgotten, so the request starts anew.
 * Registered for every build on the page (the remotes ask for the shell's shared modules).
 */
export const retryFailedSharesPlugin: ModuleFederationRuntimePlugin = {
  name: 'retry-failed-shares',
  async beforeLoadShare(args) {
    const scopes = args.origin.shareScopeMap as unknown as ShareScopes;
    const entries = Object.values(scopes).flatMap((scope) =>
      Object.values(scope[args.pkgName] ?? {}),
    );
    await Promise.all(entries.map(forgetIfFailed));
    return args;
  },
};
