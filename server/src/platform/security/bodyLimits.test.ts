import { apiPaths } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { apiJson, json, OPS_TOKEN, withHardenedSite } from '../../testing/hardenedSite';

const site = withHardenedSite();

describe('body limits', () => {
  it('refuses a body over the default limit on a route that sets none, as a client error', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/ops/registry/calculator/canary',
      headers: { ...json, authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ version: '1.0.0', percent: 5, reason: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses an oversized API body with the envelope', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.calculate}`,
      headers: apiJson,
      body: JSON.stringify({ data: 'A'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ flag: 0, message: 'Request body is too large', data: null });
  });
});
