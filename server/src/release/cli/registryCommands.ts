import { join, resolve } from 'node:path';
import {
  describeAuditEntry,
  endedByGuard,
  type AuditEntry,
  type RemoteChannels,
  type RemoteVersion,
} from '@gold/registry/model';
import { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';
import { readBuildFolder } from '../builds/buildFiles';
import type { GuardThresholds } from '../store/guardSettings';
import { describeThresholds } from '../canary/guardRule';
import type { RolloutReport } from '../canary/rolloutReport';
import { callOps } from '@gold/ops-client';
import { runOpsCommand, UsageError } from '../../platform/ops/opsCommand';
import { canaryChange, printRollouts, rampArg, thresholdArgs } from './rolloutCommands';
import { parseDuration } from '../durations';
import type { PreviewAnswer } from '../ops/previewRoutes';

interface Status {
  remotes: (RemoteChannels & {
    versions: string[];
    failures: { version: string; channel: string; phase: string; count: number }[];
  })[];
  recentChanges: AuditEntry[];
  rollouts: RolloutReport;
}

const help = `Usage: registry <command> [options]

Commands (each talks to the running server's /ops endpoints with OPS_TOKEN, a token with the
releases capability; one scoped to some remotes sees and changes only those):
  status                                  what every remote serves, canary shares, failures, the canary
                                          guard's verdicts and ramp steps, last changes
  history <remote>                        every version (newest first, those the guard ended marked)
                                          and every change of one remote
  publish <remote> [--dist <dir>]         make a build an immutable version (default dir: the remote's dist/)
  publish <remote> --url <base-url>       register a build hosted elsewhere (then canary or promote it)
  canary <remote> <version> --percent N   serve <version> to N % of visitors (0 ends the canary)
  canary <remote> <version> --ramp 5,25,50,100 --every 10m
                                          start at the first step, go one step further each time a
                                          step has been healthy for --every; 100 promotes
  pause <remote> / resume <remote>        hold the canary's ramp at its step / let it go on
  abort <remote>                          end the canary: stable for everyone
  guard <remote> [--min-visitors N] [--max-rate P] [--max-ratio R] [--defaults]
                                          the remote's own thresholds for the canary guard (rate
                                          in %), or back to the configured defaults
  promote <remote> [<version>]            make <version> (default: the canary) stable for everyone
  rollback <remote> [--to <version>]      put back <version> (default: the stable version before this one);
                                          sent with the revision it read, so it never steps back twice
  preview <remote> <version> [--for 24h]  a link that lets the browser opening it see <version>
                                          (published, not promoted) until the grant ends (at most 7d)
  swap <remote> --url <base-url>          register a build hosted elsewhere and make it stable at once
                                          (--url: an origin the server's EXTERNAL_BUILD_ORIGINS lists,
                                          or any https origin on a public address when it lists none)

Options:
  --server <url>     the server's ops listener (default http://localhost:$OPS_PORT,
                     the port after PORT, 8081)
  --reason <text>    why, for the audit trail
  --revision <n>     refuse the change if the remote's revision is no longer <n>
  --json             print JSON for scripts
Remotes: ${remoteNames.join(', ')}`;

type Out = (line: string) => void;

/** A change as status and history print it, with the token that made it. */
function describeChange(c: AuditEntry): string {
  const token = c.token ? ` with token ${c.token}` : '';
  const reason = c.reason ? `: ${c.reason}` : '';
  return `${describeAuditEntry(c)} by ${c.actor}${token}${reason}`;
}

function printStatus(status: Status, out: Out) {
  out('remote      stable            canary                 rev  failures');
  for (const r of status.remotes) {
    const canary = r.canary ? `${r.canary.version} @ ${r.canary.percent}%` : '-';
    const failures =
      r.failures.map((f) => `${f.version}/${f.channel}: ${f.count}`).join(', ') || '-';
    out(
      `${r.remote.padEnd(11)} ${(r.stable ?? '-').padEnd(17)} ${canary.padEnd(22)} ${String(r.revision).padStart(3)}  ${failures}`,
    );
  }
  printRollouts(status.rollouts, out);
  out('\nlast changes:');
  for (const c of status.recentChanges.slice(0, 10))
    out(`  ${c.at}  ${c.remote} ${describeChange(c)}`);
}

function remoteArg(name: string | undefined): RemoteName {
  if (!name || !remoteNames.includes(name as RemoteName))
    throw new UsageError(`name a remote: ${remoteNames.join(', ')}`);
  return name as RemoteName;
}

/** A local build folder as the multipart form the publish endpoint takes. */
async function buildForm(remote: RemoteName, dist: string | undefined, reason: string | undefined) {
  const folder = resolve(
    dist ?? join(process.env.WEB_ROOT ?? process.cwd(), remoteCatalog[remote].folder, 'dist'),
  );
  const form = new FormData();
  if (reason) form.append('reason', reason);
  for (const [path, content] of await readBuildFolder(folder))
    form.append(path, new Blob([new Uint8Array(content)]), path);
  return form;
}

/** `registry <command>`: returns the exit code (0 done, 2 bad usage, 1 refused or failed). */
export async function registryMain(
  args: readonly string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const options = {
    reason: { type: 'string' },
    revision: { type: 'string' },
    percent: { type: 'string' },
    ramp: { type: 'string' },
    every: { type: 'string' },
    'min-visitors': { type: 'string' },
    'max-rate': { type: 'string' },
    'max-ratio': { type: 'string' },
    defaults: { type: 'boolean' },
    to: { type: 'string' },
    url: { type: 'string' },
    dist: { type: 'string' },
    for: { type: 'string' },
  } as const;
  return runOpsCommand(args, { help, options, out, err }, async (cli) => {
    const { command, rest, values, target, show } = cli;
    const change = {
      reason: values.reason,
      revision: values.revision === undefined ? undefined : Number(values.revision),
    };
    switch (command) {
      case 'status': {
        const status = await callOps<Status>(target, 'GET', '/ops/registry');
        show(status, () => printStatus(status, out));
        return 0;
      }
      case 'history': {
        const remote = remoteArg(rest[0]);
        const history = await callOps<{ versions: RemoteVersion[]; changes: AuditEntry[] }>(
          target,
          'GET',
          `/ops/registry/${remote}`,
        );
        show(history, () => {
          const ended = endedByGuard(history.changes);
          const listed = history.versions.map(
            (v) => `${v.version}${ended.has(v.version) ? ' (ended by the canary guard)' : ''}`,
          );
          out(`${remote}: versions ${listed.join(', ') || '-'}`);
          for (const c of history.changes) out(`  ${c.at}  ${describeChange(c)}`);
        });
        return 0;
      }
      case 'publish': {
        const remote = remoteArg(rest[0]);
        const version = values.url
          ? await callOps<RemoteVersion>(target, 'POST', `/ops/registry/${remote}/external`, {
              url: values.url,
              ...change,
            })
          : await callOps<RemoteVersion>(
              target,
              'POST',
              `/ops/registry/${remote}/versions`,
              await buildForm(remote, values.dist, values.reason),
            );
        show(version, () =>
          out(
            `published ${remote}@${version.version} from ${version.baseUrl} (${version.integrity ?? 'no integrity'})`,
          ),
        );
        return 0;
      }
      case 'canary': {
        const remote = remoteArg(rest[0]);
        const result = await callOps<RemoteChannels>(
          target,
          'POST',
          `/ops/registry/${remote}/canary`,
          {
            version: rest[1],
            ...(values.ramp === undefined
              ? { percent: Number(values.percent) }
              : { ramp: rampArg(values.ramp, values.every) }),
            ...change,
          },
        );
        show(result, () =>
          out(
            result.canary
              ? `${remote}: ${result.canary.version} to ${result.canary.percent}% of visitors, ${result.stable} to the rest (revision ${result.revision})${values.ramp ? `; ramp ${values.ramp} %, a step each ${values.every} healthy` : ''}`
              : `${remote}: canary ended, ${result.stable} for everyone`,
          ),
        );
        return 0;
      }
      case 'abort':
      case 'pause':
      case 'resume': {
        const { result, line } = await canaryChange(target, command, remoteArg(rest[0]), change);
        show(result, () => out(line));
        return 0;
      }
      case 'guard': {
        const remote = remoteArg(rest[0]);
        const result = await callOps<{ thresholds: GuardThresholds }>(
          target,
          'POST',
          `/ops/registry/${remote}/guard`,
          values.defaults
            ? { defaults: true, reason: values.reason }
            : { ...thresholdArgs(values), reason: values.reason },
        );
        show(result, () => out(`${remote}: guard ${describeThresholds(result.thresholds)}`));
        return 0;
      }
      case 'promote': {
        const remote = remoteArg(rest[0]);
        const result = await callOps<RemoteChannels>(
          target,
          'POST',
          `/ops/registry/${remote}/promote`,
          { version: rest[1], ...change },
        );
        show(result, () =>
          out(`${remote}: ${result.stable} is stable for everyone (revision ${result.revision})`),
        );
        return 0;
      }
      case 'rollback': {
        const remote = remoteArg(rest[0]);
        // A bare rollback means "one step back from what I see": sent with the revision read, so
        // that two of them at once step back once and the other is told why.
        const revision =
          change.revision ??
          (await callOps<Status>(target, 'GET', '/ops/registry')).remotes.find(
            (r) => r.remote === remote,
          )?.revision;
        const result = await callOps<RemoteChannels>(
          target,
          'POST',
          `/ops/registry/${remote}/rollback`,
          { to: values.to, ...change, revision },
        );
        show(result, () =>
          out(`${remote}: rolled back to ${result.stable} (revision ${result.revision})`),
        );
        return 0;
      }
      case 'preview': {
        const remote = remoteArg(rest[0]);
        if (!rest[1]) throw new UsageError('name the version to preview');
        const forMs = values.for === undefined ? undefined : parseDuration(values.for);
        if (values.for !== undefined && forMs === undefined)
          throw new UsageError('--for takes a duration, like 24h, 30m or 7d');
        const grant = await callOps<PreviewAnswer>(
          target,
          'POST',
          `/ops/registry/${remote}/preview`,
          { version: rest[1], forMs, reason: values.reason },
        );
        show(grant, () => {
          out(
            `${remote}@${grant.version} for the browser that opens this link, until ${grant.expiresAt}:`,
          );
          out(grant.link);
        });
        return 0;
      }
      case 'swap': {
        const remote = remoteArg(rest[0]);
        if (!values.url) throw new UsageError('swap needs --url <base-url> of the other build');
        const result = await callOps<RemoteChannels>(
          target,
          'POST',
          `/ops/registry/${remote}/swap`,
          { url: values.url, ...change },
        );
        show(result, () =>
          out(
            `${remote}: now served from ${values.url} as ${result.stable} (revision ${result.revision})`,
          ),
        );
        return 0;
      }
      default:
        err(`unknown command "${command}"\n\n${help}`);
        return 2;
    }
  });
}
