import { remoteNames } from '@gold/routes';
import type { CommandShape } from '../../platform/commandLine/readCommandLine';
import type { OpsCommand } from '../../platform/ops/opsCommand';

// The `registry` command line: its help, each command's words and options, and what a command's
// body gets.

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
export const commands = {
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
} satisfies Record<string, CommandShape>;

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

/** The `registry` program as `runOpsCommand` reads it. */
export const registryProgram = { name: 'registry', help, commands, options, placeholders };

/** A command of `registry`. */
export type RegistryCommandName = keyof typeof commands;

/** Where a command prints its lines. */
export type Out = (line: string) => void;

/** What a command's body gets: the command line read and checked, and where to print. */
export interface RegistryCommand extends OpsCommand<typeof options> {
  /** `--reason` and `--revision`, checked. */
  change: { reason?: string; revision?: number };
  /** The version that canary, promote and preview name second, checked. */
  version: string | undefined;
  out: Out;
}
