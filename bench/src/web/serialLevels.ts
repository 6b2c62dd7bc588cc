import type { NetworkRecord } from './networkRecords';

/** How deep the request chain of a page load goes before a moment (the LCP). */
export interface ChainFacts {
  /** Serial request levels after the HTML: the document is level 0. */
  levels: number;
  /** Requests started before the moment, the document included. */
  requests: number;
}

interface LevelledRecord {
  record: NetworkRecord;
  level: number;
}

/**
 * The levels a request waited for. Named initiators: every script or stylesheet the initiator
 * names (the parser's resource, or each script on its call stack, async parents included).
 * Unnamed ones (initiator `other`): an image or file React put in the page was started by the
 * page's scripts, so by every script that had finished loading by then (an upper bound where the
 * log says no more); the browser's own requests (the favicon, type Other) by the document alone.
 */
function parentLevels(
  record: NetworkRecord,
  levelOfUrl: Map<string, number>,
  scripts: readonly LevelledRecord[],
): number[] {
  if (record.initiatorType === 'other') {
    if (record.resourceType === 'Other') return [0];
    return scripts
      .filter((script) => script.record.endUs <= record.startUs)
      .map((script) => script.level);
  }
  return record.initiatorUrls
    .filter((url) => !record.urls.includes(url))
    .map((url) => levelOfUrl.get(url))
    .filter((level) => level !== undefined);
}

/**
 * Serial request levels, computed from initiators. The first request (the document) is level 0;
 * any other request sits one level below the deepest request it waited for (parentLevels), or at
 * level 1 when it waited for none of the page's requests. A URL keeps the level of its first
 * request. The answer is the deepest level among requests started before `beforeUs`.
 */
export function chainBefore(records: readonly NetworkRecord[], beforeUs: number): ChainFacts {
  const levelOfUrl = new Map<string, number>();
  const scripts: LevelledRecord[] = [];
  let levels = 0;
  let requests = 0;
  for (const [index, record] of records.entries()) {
    const level = index === 0 ? 0 : 1 + Math.max(0, ...parentLevels(record, levelOfUrl, scripts));
    for (const url of record.urls) if (!levelOfUrl.has(url)) levelOfUrl.set(url, level);
    if (record.resourceType === 'Script') scripts.push({ record, level });
    if (record.startUs <= beforeUs) {
      requests += 1;
      levels = Math.max(levels, level);
    }
  }
  return { levels, requests };
}
