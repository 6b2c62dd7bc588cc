/** Which Node the project runs on (see nodeVersions.mjs). */
export const PINNED_NODE: string;
export const SUPPORTED_LINES: { major: number; since: string }[];
export const SUPPORTED_RANGE: string;
export const NODE_PACKAGES: Record<string, { name: string; integrity: string }>;
export function parseVersion(version: string): [number, number, number] | null;
export function isSupported(version: string): boolean;
export function chooseNode(
  machineVersion: string,
): { use: 'machine'; version: string } | { use: 'cache'; version: string; why: string };
