import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  bucketRangesOf,
  describeAuditEntry,
  describeBucketRange,
  describeBuildSource,
  type BuildSource,
  endedByGuard,
  isStrictSemver,
  MAX_REASON_LENGTH,
  type AuditEntry,
  type RegistryStatus,
} from '@gold/registry/model';
import { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';
import { readBuildFolder } from '../builds/buildFiles';
import { describeThresholds } from '../canary/guardRule';
import { sendOps } from '@gold/ops-client';
import { registryCalls as calls } from '@gold/ops-client/contract';
import { runOpsCommand } from '../../platform/ops/opsCommand';
import { UsageError } from '../../platform/commandLine/usageError';
import { oneOf } from '../../platform/commandLine/choices';
import type { CommandShape } from '../../platform/commandLine/readCommandLine';
import {
  canaryChange,
  canaryShare,
  printRollouts,
  rampEdit,
  thresholdArgs,
} from './rolloutCommands';
import { parseDuration } from '../durations';
import { listPreviews, revokePreview } from './previewGrantCommands';

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
  pause <remote> / resume <remote>        hold the canary's ramp at its step (its clock stands still)
                                          / let it go on (the clock carries on, it does not restart)
  advance <remote>                        the ramp's next step now, whatever its time or the guard's
                                          verdict (a next step of 100 promotes)
  ramp <remote> --steps 50,100 [--every 5m]
                                          replace the steps after the current one (--steps "": the
                                          current step is the last), and the step's interval
  abort <remote>                          end the canary: stable for everyone
  guard <remote> [--min-visitors N] [--max-rate P] [--max-ratio R] [--defaults]
                                          the remote's own thresholds for the canary guard (rate
                                          in %), or back to the configured defaults
  promote <remote> [<version>]            make <version> (default: the canary) stable for everyone
  rollback <remote> [--to <version>]      put back <version> (default: the stable version before this one);
                                          sent with the revision it read, so it never steps back twice
  preview <remote> <version> [--for 24h]  a link that lets the browser opening it see <version>
                                          (published, not promoted) until the grant ends (at most 7d)
                                          or is revoked; prints the grant's id
  previews [<remote>]                     the preview grants not yet expired: id, version, who
                                          issued them, until when, revoked or not
  revoke-preview <id>                     end a preview grant at once, for the browser holding it
  visitor --cookie <mf_bucket> | --address <ip>
                                          which bucket (0-99) a visitor is in, from its cookie or,
                                          for a new visitor, its address, and what each remote
                                          serves it now (a preview grant aside)
  swap <remote> --url <base-url>          register a build hosted elsewhere and make it stable at once
                                          (--url: an origin the server's EXTERNAL_BUILD_ORIGINS lists,
                                          or any https origin on a public address when it lists none)

Options:
  --server <url>     the server's ops listener (default http://localhost:$OPS_PORT,
                     the port after PORT, 8081)
  --reason <text>    why, for the audit trail
  --revision <n>     refuse the change if the remote's revision is no longer <n>
  --json             print JSON for scripts
  --help, -h         this help
Remotes: ${remoteNames.join(', ')}
Exit codes: 0 done; 1 the server refused or failed, or no server answered; 2 a mistake in the
command line or in the address of --server (the line says which): nothing was done`;

const changeOptions = ['reason', 'revision'];

/** Each command's words and options: the command line is checked against them before any request. */
const commands: Record<string, CommandShape> = {
  status: { words: [], options: [], example: 'status' },
  history: { words: ['remote'], options: [], example: 'history calculator' },
  publish: {
    words: ['remote'],
    options: ['dist', 'url', ...changeOptions],
    example: 'publish calculator --dist mf-calculator/dist',
  },
  canary: {
    words: ['remote', 'version'],
    options: ['percent', 'ramp', 'every', ...changeOptions],
    example: 'canary calculator 1.1.0 --percent 10',
  },
  pause: { words: ['remote'], options: changeOptions, example: 'pause calculator' },
  resume: { words: ['remote'], options: changeOptions, example: 'resume calculator' },
  advance: { words: ['remote'], options: changeOptions, example: 'advance calculator' },
  ramp: {
    words: ['remote'],
    options: ['steps', 'every', ...changeOptions],
    example: 'ramp calculator --steps 50,100',
  },
  abort: { words: ['remote'], options: changeOptions, example: 'abort calculator' },
  guard: {
    words: ['remote'],
    options: ['min-visitors', 'max-rate', 'max-ratio', 'defaults', 'reason'],
    example: 'guard calculator --max-rate 5',
  },
  promote: {
    words: ['remote', 'version?'],
    options: changeOptions,
    example: 'promote calculator 1.1.0',
  },
  rollback: {
    words: ['remote'],
    options: ['to', ...changeOptions],
    example: 'rollback calculator',
  },
  preview: {
    words: ['remote', 'version'],
    options: ['for', 'reason'],
    example: 'preview calculator 1.1.0 --for 24h',
  },
  previews: { words: ['remote?'], options: [], example: 'previews calculator' },
  'revoke-preview': {
    words: ['id'],
    options: ['reason'],
    example: 'revoke-preview pv-0123456789ab',
  },
  visitor: {
    words: [],
    options: ['cookie', 'address'],
    example: 'visitor --address 203.0.113.7',
  },
  swap: {
    words: ['remote'],
    options: ['url', ...changeOptions],
    example: 'swap calculator --url https://cdn.example.com/calculator/',
  },
};

const options = {
  reason: { type: 'string' },
  revision: { type: 'string' },
  percent: { type: 'string' },
  ramp: { type: 'string' },
  steps: { type: 'string' },
  every: { type: 'string' },
  'min-visitors': { type: 'string' },
  'max-rate': { type: 'string' },
  'max-ratio': { type: 'string' },
  defaults: { type: 'boolean' },
  to: { type: 'string' },
  url: { type: 'string' },
  dist: { type: 'string' },
  for: { type: 'string' },
  cookie: { type: 'string' },
  address: { type: 'string' },
} as const;

const placeholders = {
  reason: '<text>',
  revision: '<n>',
  percent: 'N',
  ramp: '5,25,50,100',
  steps: '50,100',
  every: '10m',
  'min-visitors': 'N',
  'max-rate': 'P',
  'max-ratio': 'R',
  to: '<version>',
  url: '<base-url>',
  dist: '<dir>',
  for: '24h',
  cookie: '<mf_bucket>',
  address: '<ip>',
  server: '<url>',
};

type Out = (line: string) => void;

/** A change as status and history print it, with the token that made it. */
function describeChange(c: AuditEntry, source?: BuildSource | null): string {
  const token = c.token ? ` with token ${c.token}` : '';
  const reason = c.reason ? `: ${c.reason}` : '';
  return `${describeAuditEntry(c)}${describeBuildSource(source)} by ${c.actor}${token}${reason}`;
}

function printStatus(status: RegistryStatus, out: Out) {
  out('remote      stable            canary                 rev  failures');
  for (const r of status.remotes) {
    const canary = r.canary ? `${r.canary.version} @ ${r.canary.percent}%` : '-';
    const failures =
      r.failures.map((f) => `${f.version}/${f.channel}: ${f.count}`).join(', ') || '-';
    out(
      `${r.remote.padEnd(11)} ${(r.stable ?? '-').padEnd(17)} ${canary.padEnd(22)} ${String(r.revision).padStart(3)}  ${failures}`,
    );
  }
  const split = status.remotes.filter((r) => r.canary);
  if (split.length)
    out('\nwho gets what (a visitor keeps its bucket, 0-99, in the mf_bucket cookie):');
  for (const r of split)
    out(`  ${r.remote.padEnd(11)} ${bucketRangesOf(r).map(describeBucketRange).join('; ')}`);
  printRollouts(status.rollouts, out);
  out('\nlast changes:');
  for (const c of status.recentChanges.slice(0, 10))
    out(`  ${c.at}  ${c.remote} ${describeChange(c)}`);
}

/** The remote a command names first (its shape makes sure it names one). */
const remoteArg = (words: readonly string[]): RemoteName => oneOf('remote', words[0]!, remoteNames);

/** A version a command names: the registry publishes semantic versions only. */
function versionArg(version: string): string {
  if (isStrictSemver(version)) return version;
  throw new UsageError(`"${version}" is not a version: like 1.2.3, 1.2.3-rc.1 or 1.2.3+build.5`);
}

/** `--reason <text>`, no longer than the audit trail keeps. */
function reasonArg(reason: string | undefined): string | undefined {
  if (reason !== undefined && reason.length > MAX_REASON_LENGTH)
    throw new UsageError(
      `--reason takes at most ${MAX_REASON_LENGTH} characters (this one has ${reason.length})`,
    );
  return reason;
}

/** `--revision <n>` as the number the server compares. */
function revisionArg(revision: string | undefined): number | undefined {
  if (revision === undefined) return undefined;
  if (!/^\d+$/.test(revision.trim()))
    throw new UsageError('--revision takes the revision number status shows, like --revision 12');
  return Number(revision);
}

/** A local build folder as the multipart form the publish endpoint takes. */
async function buildForm(remote: RemoteName, dist: string | undefined, reason: string | undefined) {
  const folder = resolve(
    dist ?? join(process.env.WEB_ROOT ?? process.cwd(), remoteCatalog[remote].folder, 'dist'),
  );
  const manifest = await stat(join(folder, 'mf-manifest.json')).catch(() => undefined);
  if (!manifest?.isFile()) {
    const fix = `run npm run remote:build -- ${remote} first, or pass --dist the folder with mf-manifest.json`;
    const found = await stat(folder).catch(() => undefined);
    throw new UsageError(
      found?.isDirectory()
        ? `no mf-manifest.json in ${folder}: not a build of a remote (${fix})`
        : `no build at ${folder} (${fix})`,
    );
  }
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
  const program = { name: 'registry', help, commands, options, placeholders };
  return runOpsCommand(args, { program, out, err }, async (cli) => {
    const { command, rest, values, target, show } = cli;
    const change = { reason: reasonArg(values.reason), revision: revisionArg(values.revision) };
    // The version canary, promote and preview name second.
    const version =
      rest[1] === undefined || command === 'revoke-preview' ? undefined : versionArg(rest[1]);
    switch (command) {
      case 'status': {
        const status = await sendOps(target, calls.status, {});
        show(status, () => printStatus(status, out));
        return 0;
      }
      case 'history': {
        const remote = remoteArg(rest);
        const history = await sendOps(target, calls.history, { remote });
        show(history, () => {
          const ended = endedByGuard(history.changes);
          const listed = history.versions.map(
            (v) => `${v.version}${ended.has(v.version) ? ' (ended by the canary guard)' : ''}`,
          );
          out(`${remote}: versions ${listed.join(', ') || '-'}`);
          const sources = new Map(history.versions.map((v) => [v.version, v.source]));
          for (const c of history.changes)
            out(
              `  ${c.at}  ${describeChange(c, c.action === 'publish' ? sources.get(c.version ?? '') : null)}`,
            );
        });
        return 0;
      }
      case 'publish': {
        const remote = remoteArg(rest);
        if (values.url !== undefined && values.dist !== undefined)
          throw new UsageError('give publish --dist or --url, not both');
        if (values.url === undefined && change.revision !== undefined)
          throw new UsageError(
            '--revision goes with publish --url: a build folder is published as is',
          );
        const published = values.url
          ? await sendOps(target, calls.external, { remote }, { url: values.url, ...change })
          : await sendOps(
              target,
              calls.publish,
              { remote },
              await buildForm(remote, values.dist, change.reason),
            );
        show(published, () =>
          out(
            `published ${remote}@${published.version} from ${published.baseUrl} (${published.integrity ?? 'no integrity'})`,
          ),
        );
        return 0;
      }
      case 'canary': {
        const remote = remoteArg(rest);
        const share = canaryShare(values, `registry canary ${remote} ${version}`);
        const result = await sendOps(
          target,
          calls.canary,
          { remote },
          { version: version!, ...share, ...change },
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
      case 'ramp': {
        const remote = remoteArg(rest);
        const { result, line } = await rampEdit(target, remote, values, change);
        show(result, () => out(line));
        return 0;
      }
      case 'abort':
      case 'pause':
      case 'advance':
      case 'resume': {
        const { result, line } = await canaryChange(target, command, remoteArg(rest), change);
        show(result, () => out(line));
        return 0;
      }
      case 'guard': {
        const remote = remoteArg(rest);
        const thresholds = thresholdArgs(values, `registry guard ${remote}`);
        const result = await sendOps(
          target,
          calls.guard,
          { remote },
          thresholds === 'defaults'
            ? { defaults: true, reason: change.reason }
            : { ...thresholds, reason: change.reason },
        );
        show(result, () => out(`${remote}: guard ${describeThresholds(result.thresholds)}`));
        return 0;
      }
      case 'promote': {
        const remote = remoteArg(rest);
        const result = await sendOps(target, calls.promote, { remote }, { version, ...change });
        show(result, () =>
          out(`${remote}: ${result.stable} is stable for everyone (revision ${result.revision})`),
        );
        return 0;
      }
      case 'rollback': {
        const remote = remoteArg(rest);
        // A bare rollback means "one step back from what I see": sent with the revision read, so
        // that two of them at once step back once and the other is told why.
        const revision =
          change.revision ??
          (await sendOps(target, calls.status, {})).remotes.find((r) => r.remote === remote)
            ?.revision;
        const result = await sendOps(
          target,
          calls.rollback,
          { remote },
          { to: values.to === undefined ? undefined : versionArg(values.to), ...change, revision },
        );
        show(result, () =>
          out(`${remote}: rolled back to ${result.stable} (revision ${result.revision})`),
        );
        return 0;
      }
      case 'preview': {
        const remote = remoteArg(rest);
        const forMs = values.for === undefined ? undefined : parseDuration(values.for);
        if (values.for !== undefined && forMs === undefined)
          throw new UsageError('--for takes a duration, like 24h, 30m or 7d');
        const grant = await sendOps(
          target,
          calls.preview,
          { remote },
          { version: version!, forMs, reason: change.reason },
        );
        show(grant, () => {
          out(
            `${remote}@${grant.version} for the browser that opens this link, until ${grant.expiresAt} (grant ${grant.id}; registry revoke-preview ${grant.id} ends it):`,
          );
          out(grant.link);
        });
        return 0;
      }
      case 'previews': {
        const remote = rest[0] === undefined ? undefined : remoteArg(rest);
        const { result, print } = await listPreviews(target, remote);
        show(result, () => print(out));
        return 0;
      }
      case 'revoke-preview': {
        const { result, line } = await revokePreview(target, rest[0]!, change.reason);
        show(result, () => out(line));
        return 0;
      }
      case 'visitor': {
        if ((values.cookie === undefined) === (values.address === undefined))
          throw new UsageError(
            'visitor takes --cookie <the mf_bucket cookie> or --address <ip>, one of them',
          );
        const found = await sendOps(
          target,
          calls.visitor,
          {},
          { cookie: values.cookie, address: values.address },
        );
        show(found, () => {
          out(
            `bucket ${found.bucket} (${found.from === 'cookie' ? 'from its cookie' : 'of a new visitor from that address'}):`,
          );
          for (const r of found.remotes) out(`  ${r.remote.padEnd(11)} ${r.version} ${r.channel}`);
        });
        return 0;
      }
      case 'swap': {
        const remote = remoteArg(rest);
        if (!values.url)
          throw new UsageError(
            `swap needs --url <base-url> of the other build: registry ${commands.swap!.example}`,
          );
        const result = await sendOps(
          target,
          calls.swap,
          { remote },
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
        throw new Error(`registry ${command} is in the command table but has no body`);
    }
  });
}
