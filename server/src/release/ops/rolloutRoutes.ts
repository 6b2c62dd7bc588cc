import type { FastifyInstance } from 'fastify';
import { registryCalls } from '@gold/ops-client/contract';
import type { Database } from '../../platform/database';
import type { GuardWindow } from '../canary/canaryReadings';
import { changeGuardThresholds } from '../canary/guardSettingsChange';
import { RegistryError } from '../registryErrors';
import type { RegistryService } from '../registry/registryService';
import { rolloutReport, trafficSeries } from '../canary/rolloutReport';
import { asRemote } from '../registry/versionRecords';
import { opsTokenOf } from '../../platform/ops/opsAuth';
import { change, parse } from './registryRequest';

const calls = registryCalls;

type Params = { Params: { remote: string } };

/**
 * Canary rollouts over HTTP, for the CLI and the release console:
 * GET /ops/registry/rollouts (per remote: channels, ramp, thresholds, the guard's verdict with its
 * figures, its last decision), GET /ops/registry/:remote/traffic?minutes=60 (page views, failures
 * and failure rate per version and minute), POST /ops/registry/:remote/{abort,pause,resume,guard},
 * POST /ops/registry/:remote/advance (the ramp's next step now) and /ramp (the steps after the
 * current one, and the interval).
 */
export async function rolloutRoutes(
  app: FastifyInstance,
  {
    db,
    registry,
    guardWindow,
  }: { db: Database; registry: RegistryService; guardWindow: GuardWindow },
) {
  // Like GET /ops/registry: a token scoped to some remotes sees only those. The routes naming a
  // remote are refused (403) outside the token's remotes by registryRoutes' requireCapability.
  app.get(calls.rollouts.route, (request) =>
    rolloutReport(db, guardWindow, opsTokenOf(request).remotes),
  );

  app.get<Params>(calls.traffic.route, (request) => {
    const { minutes = 60 } = parse(calls.traffic.request, request.query);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
      throw new RegistryError(400, 'minutes must be a whole number from 1 to 1440');
    return trafficSeries(db, asRemote(request.params.remote), minutes);
  });

  app.post<Params>(calls.abort.route, (request) => {
    const body = parse(calls.abort.request, request.body);
    return registry.channels.abortCanary(request.params.remote, change(request, body));
  });
  for (const [call, paused] of [
    [calls.pause, true],
    [calls.resume, false],
  ] as const) {
    app.post<Params>(call.route, (request) => {
      const body = parse(call.request, request.body);
      return registry.channels.pauseRamp(request.params.remote, paused, change(request, body));
    });
  }

  app.post<Params>(calls.advance.route, (request) => {
    const body = parse(calls.advance.request, request.body);
    return registry.channels.advanceRamp(request.params.remote, change(request, body));
  });

  app.post<Params>(calls.ramp.route, (request) => {
    const { steps, everyMs, ...body } = parse(calls.ramp.request, request.body);
    return registry.channels.editRamp(request.params.remote, steps, everyMs, change(request, body));
  });

  app.post<Params>(calls.guard.route, (request) => {
    const { remote } = request.params;
    const { defaults, reason: why, ...set } = parse(calls.guard.request, request.body);
    return changeGuardThresholds(
      db,
      remote,
      defaults ? 'defaults' : set,
      guardWindow.defaults,
      change(request, { reason: why }),
    ).then((thresholds) => ({ remote, thresholds }));
  });
}
