import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { remoteBuild } from '../../testing/testBuild';
import { encodeForm } from '../../testing/requestFixtures';
import { opsOnly } from '../../testing/testOps';

const BOOTSTRAP = 'bootstrap-token-for-the-scoped-token-tests';

describeEachEngine('scoped ops tokens', ({ open }) => {
  let test: TestDatabase;
  /** Two instances on one database, as behind a load balancer. */
  let instances: FastifyInstance[];

  beforeAll(async () => {
    test = await open();
    instances = [await opsOnly(test, BOOTSTRAP), await opsOnly(test, BOOTSTRAP)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances?.map((app) => app.close()) ?? []);
    await test?.dispose();
  });

  async function ops(
    token: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    instance = 0,
  ) {
    const response = await instances[instance]!.inject({
      method,
      url: `/ops${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        'x-ops-actor': 'meena',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  }

  async function publish(token: string, remote: 'calculator' | 'home', version: string) {
    const form = new FormData();
    for (const [path, content] of remoteBuild(remote, version))
      form.append(path, new Blob([new Uint8Array(content)]), path);
    const { body, contentType } = await encodeForm(form);
    const response = await instances[0]!.inject({
      method: 'POST',
      url: `/ops/registry/${remote}/versions`,
      headers: {
        authorization: `Bearer ${token}`,
        'x-ops-actor': 'meena',
        'content-type': contentType,
      },
      body,
    });
    return response.statusCode;
  }

  async function create(by: string, token: Record<string, unknown>) {
    const answer = await ops(by, 'POST', '/tokens', token);
    return { ...answer, secret: String(answer.body.secret) };
  }

  let calculatorTeam: string;

  it('creates a token once: its secret is answered, the database keeps only its SHA-256', async () => {
    const created = await create(BOOTSTRAP, {
      name: 'calculator-team',
      remotes: ['calculator'],
      capabilities: ['releases'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'calculator-team',
      remotes: ['calculator'],
      capabilities: ['releases'],
      createdBy: 'bootstrap',
      lastUsedAt: null,
      revokedAt: null,
    });
    calculatorTeam = created.secret;
    expect(calculatorTeam.length).toBeGreaterThanOrEqual(43);
    const rows = await test.db.query<Record<string, unknown>>(
      "SELECT * FROM ops_tokens WHERE name = 'calculator-team'",
    );
    expect(rows[0]?.token_sha256).toBe(createHash('sha256').update(calculatorTeam).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(calculatorTeam);
  });

  it("releases the calculator with the calculator team's token, each audit entry naming it", async () => {
    expect(await publish(calculatorTeam, 'calculator', '1.0.0')).toBe(201);
    expect(await publish(calculatorTeam, 'calculator', '1.1.0')).toBe(201);
    const steps: [string, unknown][] = [
      ['promote', { version: '1.0.0' }],
      ['canary', { version: '1.1.0', percent: 10 }],
      ['promote', {}],
      ['rollback', {}],
    ];
    for (const [step, body] of steps)
      expect((await ops(calculatorTeam, 'POST', `/registry/calculator/${step}`, body)).status).toBe(
        200,
      );
    const history = await ops(calculatorTeam, 'GET', '/registry/calculator');
    const changes = history.body.changes as { action: string; actor: string; token: string }[];
    expect(changes.map((c) => c.action)).toEqual([
      'rollback',
      'promote',
      'canary',
      'promote',
      'publish',
      'publish',
    ]);
    for (const change of changes)
      expect(change).toMatchObject({ actor: 'meena', token: 'calculator-team' });
  });

  it('refuses the calculator team any other remote with 403, before reading an upload', async () => {
    expect(await publish(calculatorTeam, 'home', '1.0.0')).toBe(403);
    for (const step of ['canary', 'promote', 'rollback', 'swap', 'external']) {
      const answer = await ops(calculatorTeam, 'POST', `/registry/home/${step}`, {});
      expect(answer.status, step).toBe(403);
      expect(answer.body.error).toBe(
        'the token "calculator-team" may not release home, only calculator',
      );
    }
    expect((await ops(calculatorTeam, 'GET', '/registry/home')).status).toBe(403);
  });

  it("holds the guard and ramp routes to the token's remotes like the other release routes", async () => {
    for (const step of ['abort', 'pause', 'resume', 'advance', 'ramp', 'guard']) {
      const answer = await ops(calculatorTeam, 'POST', `/registry/home/${step}`, {});
      expect(answer.status, step).toBe(403);
      expect(answer.body.error).toBe(
        'the token "calculator-team" may not release home, only calculator',
      );
    }
    expect((await ops(calculatorTeam, 'GET', '/registry/home/traffic')).status).toBe(403);
    expect((await ops(calculatorTeam, 'GET', '/registry/calculator/traffic')).status).toBe(200);

    const canary = { version: '1.1.0', ramp: { steps: [5, 50, 100], everyMs: 600_000 } };
    for (const [step, body] of [
      ['canary', canary],
      ['pause', {}],
      ['resume', {}],
      ['abort', {}],
      ['guard', { minVisitors: 50 }],
    ] as const)
      expect((await ops(calculatorTeam, 'POST', `/registry/calculator/${step}`, body)).status).toBe(
        200,
      );
    const history = await ops(calculatorTeam, 'GET', '/registry/calculator');
    const [guard, abort] = history.body.changes as { action: string; token: string }[];
    expect(guard).toMatchObject({
      action: 'guard-settings',
      actor: 'meena',
      token: 'calculator-team',
    });
    expect(abort).toMatchObject({ actor: 'meena', token: 'calculator-team' });

    const records = await create(BOOTSTRAP, { name: 'records-only', capabilities: ['records'] });
    for (const url of ['/registry/rollouts', '/registry/calculator/traffic'])
      expect((await ops(records.secret, 'GET', url)).status, url).toBe(403);
    expect((await ops(records.secret, 'POST', '/registry/calculator/abort', {})).status).toBe(403);
  });

  it('refuses the calculator team what its capabilities leave out', async () => {
    for (const [method, url, body] of [
      ['GET', '/leads'],
      ['GET', '/enquiries'],
      ['GET', '/general-enquiries'],
      ['POST', '/rates', { karat18: 1, karat22: 1, karat24: 1 }],
      ['GET', '/tokens'],
      ['POST', '/tokens', { name: 'mine', capabilities: ['records'] }],
    ] as const) {
      const answer = await ops(calculatorTeam, method, url, body);
      expect(answer.status, url).toBe(403);
      expect(answer.body.error).toMatch(/^the token "calculator-team" may not use /);
    }
  });

  it("shows the calculator team's status only the calculator and its changes", async () => {
    expect(await publish(BOOTSTRAP, 'home', '1.0.0')).toBe(201);
    const scoped = await ops(calculatorTeam, 'GET', '/registry');
    const remotes = scoped.body.remotes as { remote: string }[];
    const changes = scoped.body.recentChanges as { remote: string; token: string }[];
    expect(remotes.map((r) => r.remote)).toEqual(['calculator']);
    const rollouts = scoped.body.rollouts as { remotes: { remote: string }[] };
    expect(rollouts.remotes.map((r) => r.remote)).toEqual(['calculator']);
    const consoleView = await ops(calculatorTeam, 'GET', '/registry/rollouts');
    expect((consoleView.body.remotes as { remote: string }[]).map((r) => r.remote)).toEqual([
      'calculator',
    ]);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.remote === 'calculator')).toBe(true);

    const all = await ops(BOOTSTRAP, 'GET', '/registry');
    expect((all.body.remotes as unknown[]).length).toBe(5);
    expect((all.body.rollouts as { remotes: unknown[] }).remotes.length).toBe(5);
    const allRollouts = await ops(BOOTSTRAP, 'GET', '/registry/rollouts');
    expect((allRollouts.body.remotes as unknown[]).length).toBe(5);
    expect(all.body.recentChanges).toContainEqual(
      expect.objectContaining({ remote: 'home', action: 'publish', token: 'bootstrap' }),
    );
  });

  it('lets a token manage only tokens within its own scope', async () => {
    const manager = await create(BOOTSTRAP, {
      name: 'calculator-lead',
      remotes: ['calculator'],
      capabilities: ['releases', 'tokens'],
    });
    for (const wider of [
      { name: 'wider-remotes', capabilities: ['releases'] },
      { name: 'wider-can', remotes: ['calculator'], capabilities: ['records'] },
    ]) {
      const refused = await create(manager.secret, wider);
      expect(refused.status, wider.name).toBe(403);
      expect(refused.body.error).toBe('the token "calculator-lead" may not grant more than it has');
    }
    const narrower = await create(manager.secret, {
      name: 'calculator-ci',
      remotes: ['calculator'],
      capabilities: ['releases'],
    });
    expect(narrower.status).toBe(201);
    expect(narrower.body.createdBy).toBe('calculator-lead');

    const listed = await ops(manager.secret, 'GET', '/tokens');
    const names = (listed.body.items as { name: string }[]).map((t) => t.name);
    expect(names).toEqual(['calculator-team', 'calculator-lead', 'calculator-ci']);
    expect(JSON.stringify(listed.body)).not.toMatch(/secret|sha256|gold_ops_/);

    const outside = await create(BOOTSTRAP, { name: 'records-reader', capabilities: ['records'] });
    expect((await ops(outside.secret, 'GET', '/leads')).status).toBe(200);
    expect((await ops(manager.secret, 'POST', '/tokens/records-reader/revoke')).status).toBe(404);
    expect((await ops(outside.secret, 'GET', '/leads')).status).toBe(200);
  });

  it('refuses a revoked token at once, on every instance, and never reuses its name', async () => {
    const ci = await create(BOOTSTRAP, {
      name: 'short-lived',
      remotes: ['calculator'],
      capabilities: ['releases'],
    });
    expect((await ops(ci.secret, 'GET', '/registry', undefined, 1)).status).toBe(200);
    const revoked = await ops(BOOTSTRAP, 'POST', '/tokens/short-lived/revoke', undefined, 0);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    for (const instance of [0, 1])
      expect((await ops(ci.secret, 'GET', '/registry', undefined, instance)).status).toBe(401);

    const again = await create(BOOTSTRAP, { name: 'short-lived', capabilities: ['releases'] });
    expect(again.status).toBe(409);
    const listed = await ops(BOOTSTRAP, 'GET', '/tokens');
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({
        name: 'short-lived',
        lastUsedAt: expect.any(String),
        revokedAt: revoked.body.revokedAt,
      }),
    );
  });

  it('refuses names that are not names, "bootstrap", unknown capabilities and remotes', async () => {
    for (const token of [
      { name: 'Calculator Team', capabilities: ['releases'] },
      { name: 'bootstrap', capabilities: ['releases'] },
      { name: 'x', capabilities: ['everything'] },
      { name: 'x', capabilities: [] },
      { name: 'x', remotes: ['checkout'], capabilities: ['releases'] },
    ]) {
      const refused = await create(BOOTSTRAP, token);
      expect(refused.status, JSON.stringify(token)).toBe(400);
      expect(refused.body.error).toMatch(/^Invalid token: /);
    }
  });
});
