// The one lint configuration. Each import zone is written once below and each folder names the
// zones it is in: oxlint's overrides replace a rule's options rather than merge them, so a folder
// in two overrides keeps only the last one's list. Run with `-c oxlint.config.mjs` (a config in
// TypeScript needs Node 22.18).

/** The patterns of relative imports of the named top folders of an app's `src/`, from `depth` below it. */
function srcFolders(names, depth = 1) {
  const up = '../'.repeat(depth);
  return names.flatMap((name) => [`${up}${name}`, `${up}${name}/**`]);
}

/** Patterns of `no-restricted-imports`, one entry per rule of the layout (DESIGN.md). */
const zones = {
  packagesNeverImportApps: {
    group: [
      '@gold/shell',
      '@gold/mf-*',
      '@gold/ops-console',
      '**/shell/src/**',
      '**/mf-*/src/**',
      '**/ops-console/src/**',
    ],
    message: 'Packages never import apps: apps depend on packages, not the reverse.',
  },
  chakraThroughUi: {
    group: ['@chakra-ui/*', '@emotion/*'],
    message: 'Reach Chakra through @gold/ui: the shared singleton holds only what the site uses.',
  },
  appsMeetThroughFederation: {
    group: [
      '@gold/shell',
      '@gold/mf-*',
      '../../shell/**',
      '../../mf-*/**',
      '../../../shell/**',
      '../../../mf-*/**',
      '@gold/ops-console',
      '../../ops-console/**',
      '../../../ops-console/**',
    ],
    message:
      'The shell and the remotes meet only through exposed modules, shared singletons and the registry.',
  },
  oneCipher: {
    group: ['crypto-js', 'crypto-js/*'],
    message: 'Use @gold/cipher: one envelope cipher for every app.',
  },
  zodMini: {
    group: ['zod'],
    importNames: ['z'],
    message: 'Import zod/mini as * as z in shared code (26 KB less per page).',
  },
  routerOnlyInShell: {
    group: ['react-router', 'react-router-dom'],
    message:
      'Remotes navigate with SiteLink / navigateTo from @gold/ui; only the shell owns the router.',
  },
  packagesByNameOnly: {
    group: [
      '@gold/shell',
      '@gold/mf-*',
      '**/shell/src/**',
      '**/mf-*/src/**',
      '**/packages/*/src/**',
    ],
    message:
      "The release console imports packages by name only, never an app or a package's files.",
  },
  noServerInTheBrowser: {
    group: [
      '@gold/server',
      '@gold/server/*',
      'fastify',
      '@fastify/*',
      'pg',
      '@electric-sql/*',
      'node:*',
    ],
    message:
      "A browser app never imports server code: the ops API's shapes are in @gold/registry/model.",
  },
  // The server's domains (docs/architecture.md): platform below all, api and release beside each
  // other, site above both; the entry points (main.ts, app.ts, cli/main.ts) compose them.
  platformBelowDomains: {
    group: [
      '**/api',
      '**/api/**',
      '**/release',
      '**/release/**',
      '**/site',
      '**/site/**',
      '**/cli/**',
    ],
    message:
      'platform/ serves every domain and imports none of them (api/, release/, site/, cli/).',
  },
  apiBesideRelease: {
    group: ['**/release', '**/release/**', '**/site', '**/site/**', '**/cli/**'],
    message: "api/ is the visitors' API: it imports platform/ only, never release/, site/ or cli/.",
  },
  releaseBesideApi: {
    group: ['**/api', '**/api/**', '**/site', '**/site/**', '**/cli/**'],
    message: 'release/ imports platform/ only, never api/, site/ or cli/.',
  },
  siteOnTop: {
    group: ['**/cli/**'],
    message: 'site/ draws pages from api/, release/ and platform/; the CLI is an entry point.',
  },
  // The shell's layers (docs/architecture.md): ground/ and remotes/ below all, islands/ and
  // layout/ on both, pages/ above islands/, app/ on top; the entry points compose them.
  shellGroundBelowAll: {
    group: srcFolders(['app', 'pages', 'layout', 'islands', 'remotes']),
    message:
      'ground/ is what page loading shares: it imports no other folder of the shell (app/, pages/, layout/, islands/, remotes/).',
  },
  shellRemotesBelowAll: {
    group: srcFolders(['app', 'pages', 'layout', 'islands', 'ground']),
    message:
      "remotes/ loads a remote's code and HTML: it imports no other folder of the shell (app/, pages/, layout/, islands/, ground/).",
  },
  shellIslandsBesideLayout: {
    group: srcFolders(['app', 'pages', 'layout']),
    message: 'islands/ imports ground/ and remotes/ only, never layout/, pages/ or app/.',
  },
  shellLayoutBesideIslands: {
    group: srcFolders(['app', 'pages', 'islands']),
    message: 'layout/ imports ground/ and remotes/ only, never islands/, pages/ or app/.',
  },
  shellPagesBelowApp: {
    group: srcFolders(['app', 'layout']),
    message:
      "pages/ draws a route's page from islands/, remotes/ and ground/: never layout/ or app/.",
  },
  // The console's layers (docs/architecture.md): lib/ below all, rollout/ on it, each folder of
  // features/ on both and apart from the others, app/ on top.
  consoleLibBelowAll: {
    group: srcFolders(['app', 'features', 'rollout']),
    message: 'lib/ is what every panel shares: it imports no other folder of the console.',
  },
  consoleRolloutOnLib: {
    group: srcFolders(['app', 'features']),
    message: "rollout/ reads and says a remote's rollout: it imports lib/ only.",
  },
  consoleFeaturesApart: [
    { group: srcFolders(['app'], 2), message: 'A feature never imports app/: app/ composes them.' },
    {
      regex: '^\\.\\./[^./]',
      message:
        'A feature of the console imports no other: what two share goes in lib/ or rollout/, their composition in app/.',
    },
  ],
  foldersThroughTheirIndex: [
    // `../rates` is a feature's public index.ts; `../rates/RateList` reaches inside it.
    {
      regex: '^\\.\\./[^./][^/]*/[^.]+$',
      message: 'Import another feature through its index.ts: `../rates`, not `../rates/RateList`.',
    },
    {
      regex: '^(\\.\\./)+components/[^/]+/[^.]+$',
      message:
        'Import a shared component folder through its index.ts: `../../components/motion`, not a file in it.',
    },
  ],
};

/** The zones of all code the site's apps run: the shell's, the remotes' and their packages'. */
const siteCode = ['chakraThroughUi', 'appsMeetThroughFederation', 'oneCipher', 'zodMini'];
/** Site code a remote runs: it navigates through @gold/ui, never with the router. */
const remoteCode = [...siteCode, 'routerOnlyInShell'];

/** Which zones each folder is in. The last entry a file matches is the one that holds for it. */
const areas = [
  { files: ['packages/**'], zones: ['packagesNeverImportApps'] },
  {
    files: ['packages/ui/src/**'],
    zones: [
      'packagesNeverImportApps',
      'appsMeetThroughFederation',
      'oneCipher',
      'routerOnlyInShell',
    ],
  },
  { files: ['packages/http/src/**'], zones: ['packagesNeverImportApps', ...remoteCode] },
  // Code that three remotes bundle (the callback form): site code a remote runs, never an app's.
  { files: ['packages/callback/src/**'], zones: ['packagesNeverImportApps', ...remoteCode] },
  {
    files: [
      'packages/{standalone,routes,contracts,config,page-data,registry,build-output,prerender,page-scripts}/**',
    ],
    zones: ['packagesNeverImportApps', ...siteCode],
  },
  // The ops client runs in the release console too: no server code, no Node built-in; its tests
  // stand up a real HTTP server.
  {
    files: ['packages/ops-client/src/**'],
    zones: ['packagesNeverImportApps', 'noServerInTheBrowser'],
  },
  { files: ['packages/ops-client/src/**/*.test.ts'], zones: ['packagesNeverImportApps'] },
  { files: ['shell/**'], zones: siteCode },
  { files: ['shell/src/ground/**'], zones: [...siteCode, 'shellGroundBelowAll'] },
  { files: ['shell/src/remotes/**'], zones: [...siteCode, 'shellRemotesBelowAll'] },
  { files: ['shell/src/islands/**'], zones: [...siteCode, 'shellIslandsBesideLayout'] },
  { files: ['shell/src/layout/**'], zones: [...siteCode, 'shellLayoutBesideIslands'] },
  { files: ['shell/src/pages/**'], zones: [...siteCode, 'shellPagesBelowApp'] },
  // A test may set up any folder it needs (a prerendered page, a remote's answer).
  { files: ['shell/src/**/*.test.{ts,tsx}'], zones: siteCode },
  { files: ['mf-*/src/**'], zones: remoteCode },
  { files: ['mf-*/src/features/**'], zones: [...remoteCode, 'foldersThroughTheirIndex'] },
  // A test may reach into any folder of its app: its test kit, or a part it tests alone.
  { files: ['mf-*/src/**/*.test.{ts,tsx}'], zones: remoteCode },
  { files: ['ops-console/src/**'], zones: ['packagesByNameOnly', 'noServerInTheBrowser'] },
  {
    files: ['ops-console/src/lib/**'],
    zones: ['packagesByNameOnly', 'noServerInTheBrowser', 'consoleLibBelowAll'],
  },
  {
    files: ['ops-console/src/rollout/**'],
    zones: ['packagesByNameOnly', 'noServerInTheBrowser', 'consoleRolloutOnLib'],
  },
  {
    files: ['ops-console/src/features/**'],
    zones: ['packagesByNameOnly', 'noServerInTheBrowser', 'consoleFeaturesApart'],
  },
  // A test may set up any folder it needs; the layout test reads the tree from disk.
  { files: ['ops-console/src/**/*.test.{ts,tsx}'], zones: ['packagesByNameOnly'] },
  { files: ['mf-*/*.{ts,mts}'], zones: siteCode },
  { files: ['server/**'], zones: ['packagesNeverImportApps', ...siteCode] },
  {
    files: ['server/src/platform/**'],
    zones: ['packagesNeverImportApps', ...siteCode, 'platformBelowDomains'],
  },
  {
    files: ['server/src/api/**'],
    zones: ['packagesNeverImportApps', ...siteCode, 'apiBesideRelease'],
  },
  {
    files: ['server/src/release/**'],
    zones: ['packagesNeverImportApps', ...siteCode, 'releaseBesideApi'],
  },
  { files: ['server/src/site/**'], zones: ['packagesNeverImportApps', ...siteCode, 'siteOnTop'] },
  // A test may set up any layer it needs (a table to read, a route to call).
  { files: ['server/src/**/*.test.ts'], zones: ['packagesNeverImportApps', ...siteCode] },
];

export default {
  plugins: ['typescript', 'unicorn', 'react', 'jsx-a11y', 'import', 'vitest', 'oxc'],
  categories: { correctness: 'error', suspicious: 'warn' },
  env: { browser: true, node: true, es2024: true },
  ignorePatterns: ['**/dist/**', '**/node_modules/**', '**/.cache/**', '**/test-results/**'],
  rules: {
    'no-console': ['error', { allow: ['debug', 'warn', 'error', 'info'] }],
    'import/no-cycle': ['error', { ignoreTypes: false }],
    'react/react-in-jsx-scope': 'off',
    'react/jsx-no-useless-fragment': 'off',
    'unicorn/no-array-sort': 'off',
    'unicorn/prefer-add-event-listener': 'off',
    'unicorn/no-array-reverse': 'off',
    'vitest/valid-expect': 'off',
    // A helper named expect… asserts (expectCanaryGivenUp).
    'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    'vitest/require-to-throw-message': 'off',
    'vitest/require-mock-type-parameters': 'off',
    'jsx-a11y/prefer-tag-over-role': 'off',
    'unicorn/consistent-function-scoping': 'off',
    'no-underscore-dangle': 'off',
  },
  overrides: [
    ...areas.map(({ files, zones: names }) => ({
      files,
      rules: {
        'no-restricted-imports': ['error', { patterns: names.flatMap((name) => zones[name]) }],
      },
    })),
    {
      files: ['scripts/**', 'e2e/**', 'bench/**', 'server/src/**/cli/**'],
      rules: { 'no-console': 'off' },
    },
    {
      files: ['server/src/**'],
      rules: { 'unicorn/require-post-message-target-origin': 'off' },
    },
  ],
};
