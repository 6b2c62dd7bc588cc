import { expect } from 'vitest';
import { validLead } from './requestFixtures';
import { countRows, type Answer, type TestApi, testApiForFile } from './testApi';

// What the tests of refused JSON requests share: the API on a fresh database, and the outcome of
// a request as a visitor and an operator would see it, its answer and whether any table changed.

const tables = [
  'gold_rates',
  'branches',
  'calculations',
  'general_enquiries',
  'franchise_enquiries',
];

let runningApi: () => TestApi;

/** Starts the API on a fresh database for the calling test file, and closes it after the file. */
export function jsonApiForFile(): void {
  runningApi = testApiForFile();
}

/** The running test API of the file. */
export const jsonApi = (): TestApi => runningApi();

async function rowCounts(): Promise<number[]> {
  return Promise.all(tables.map((table) => countRows(jsonApi().db, table)));
}

/** What a request did: its answer, and whether any table changed. */
export interface Outcome {
  status: number;
  envelope: unknown;
  tablesChanged: boolean;
}

/** Sends a request and tells what it did. */
export async function outcomeOf(send: () => Promise<Answer>): Promise<Outcome> {
  const before = await rowCounts();
  const answer = await send();
  const after = await rowCounts();
  return {
    status: answer.statusCode,
    envelope: answer.envelope,
    tablesChanged: after.some((count, index) => count !== before[index]),
  };
}

/** A refusal: a {flag: 0} envelope with the status and message, and nothing written. */
export function refusal(status: number, message: unknown): Outcome {
  return { status, envelope: { flag: 0, message, data: null }, tablesChanged: false };
}

/** Matches any text that begins with `prefix`. */
export function startingWith(prefix: string): unknown {
  return expect.stringMatching(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** A visitor's valid calculator form, which the cases spoil one field at a time. */
export const lead = validLead('refused');
