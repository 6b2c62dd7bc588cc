import { describe, expect, it } from 'vitest';
import { API_LEVEL, API_LEVEL_FLOOR, SHELL_LEVEL, SHELL_LEVEL_FLOOR } from './levels';
import recorded from './recordedRequestShapes.json' with { type: 'json' };
import { requestSchemas, requestShapes } from './testing/requestShapes';
import { requestsByLevel } from './testing';

// The rule for changing a request while remotes release on their own (docs/contracts.md): a
// change of shape is a new API level, recorded with its requests, and a level is replayed against
// the server until the floor passes it.

describe('the API level', () => {
  it("is the level whose request shapes are recorded, and they are today's schemas", () => {
    expect(recorded.level, 'API_LEVEL changed: record the shapes of the new level').toBe(API_LEVEL);
    expect(
      requestShapes(),
      "The request schemas changed. Where a server of the level before would refuse what a page may now send (a field added, even optional, or a bound loosened), raise API_LEVEL and record the new level's requests in requestsByLevel. Where a page of a level still kept would be refused (a field made required or removed, a bound tightened), the change waits until the floor passes that level. Then write these shapes into recordedRequestShapes.json.",
    ).toEqual(recorded.shapes);
  });

  it('has its floor at or below it, and the shell level too', () => {
    expect(API_LEVEL_FLOOR).toBeLessThanOrEqual(API_LEVEL);
    expect(SHELL_LEVEL_FLOOR).toBeLessThanOrEqual(SHELL_LEVEL);
  });

  it('keeps the requests of every level from the floor up, and none below', () => {
    const levels = Object.keys(requestsByLevel).map(Number);
    const expected = Array.from(
      { length: API_LEVEL - API_LEVEL_FLOOR + 1 },
      (_, i) => API_LEVEL_FLOOR + i,
    );
    expect(levels).toEqual(expected);
  });

  it("records one request of every call at today's level, each valid by today's schemas", () => {
    const today = requestsByLevel[API_LEVEL]!;
    const sent = [
      ...today.json.map(({ path, payload }) => [path, payload] as const),
      [today.franchise.path, today.franchise.data] as const,
    ];
    expect(sent.map(([path]) => path).sort()).toEqual(Object.keys(requestSchemas).sort());
    for (const [path, payload] of sent)
      expect(
        requestSchemas[path as keyof typeof requestSchemas].safeParse(payload).success,
        path,
      ).toBe(true);
  });
});
