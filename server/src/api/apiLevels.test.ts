import { API_LEVEL, API_LEVEL_FLOOR } from '@gold/contracts';
import { requestsByLevel } from '@gold/contracts/testing';
import { describe, expect, it } from 'vitest';
import { franchiseForm } from '../testing/requestFixtures';
import { postEncrypted, postForm, testApiForFile } from '../testing/testApi';

// The requests that builds of every API level still accepted send (docs/contracts.md), replayed
// against today's API on a real database: a change to the server that refuses any of them fails
// here, while a version of that level may still be live or kept for rollback.

const api = testApiForFile();
const levels = Array.from(
  { length: API_LEVEL - API_LEVEL_FLOOR + 1 },
  (_, i) => API_LEVEL_FLOOR + i,
);

describe.each(levels)('the requests of API level %i', (level) => {
  const requests = requestsByLevel[level]!;

  it.each(requests.json.map((request) => [request.path, request.payload] as const))(
    '%s is answered flag 1',
    async (path, payload) => {
      const answer = await postEncrypted(api(), path, payload);
      expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
      expect(answer.envelope).toMatchObject({ flag: 1 });
    },
  );

  it(`${requests.franchise.path} is answered flag 1`, async () => {
    const { path, data } = requests.franchise;
    const answer = await postForm(api(), path, franchiseForm(data, api().key));
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    expect(answer.envelope).toMatchObject({ flag: 1 });
  });
});
