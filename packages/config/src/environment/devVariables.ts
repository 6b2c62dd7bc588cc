import { text, whole } from './variable';

const port = (fallback: number, what: string) =>
  ({
    schema: whole(fallback, 0, 65535),
    accepts: 'a port number',
    section: 'development',
    description: `the \`rspack serve\` port of ${what}`,
  }) as const;

/** The dev servers of `npm run dev` and `npm run remote:dev`. */
export const devVariables = {
  DEV_HOST: {
    schema: text('localhost'),
    accepts: 'an interface name or address',
    section: 'development',
    description:
      "the address every dev server listens on: loopback, so nothing on the network reaches them; `0.0.0.0` to open them to a phone on the same network (`npm run remote:dev -- <remote> --host ADDRESS` sets it for one run, and `--port N` that remote's `DEV_PORT_*`)",
  },
  DEV_PORT_SHELL: port(3000, 'the shell'),
  DEV_PORT_HOME: port(3001, 'the home remote'),
  DEV_PORT_CALCULATOR: port(3002, 'the calculator remote'),
  DEV_PORT_PARTNER: port(3003, 'the partner remote'),
  DEV_PORT_BRANCHES: port(3004, 'the branches remote'),
  DEV_PORT_CONTENT: port(3005, 'the content remote'),
  DEV_PORT_OPS_CONSOLE: port(3010, 'the release console'),
  DEV_PORT_SITE_PROXY: {
    ...port(3080, ''),
    description:
      "the local proxy of `npm run remote:dev -- <remote> --against <site URL>` (which sets `REMOTE_DEV_AGAINST` for the remote's rspack config)",
  },
} as const;
