import * as z from 'zod/mini';
import { ConfigError } from './configError';
import { devVariables } from './devVariables';
import { opsVariables } from './opsVariables';
import { releaseVariables } from './releaseVariables';
import { siteVariables } from './siteVariables';
import { trafficVariables } from './trafficVariables';
import { refusalOf, type Variable } from './variable';

/** Every variable the server's config reads, in the order docs/configuration.md lists them. */
export const variables = {
  ...siteVariables,
  ...opsVariables,
  ...trafficVariables,
  ...releaseVariables,
  ...devVariables,
} satisfies Record<string, Variable<unknown>>;

export type VariableName = keyof typeof variables;

type Shape = { [Name in VariableName]: (typeof variables)[Name]['schema'] };

/** The one schema of the environment: every variable's text to its value, defaults applied. */
export const environmentSchema = z.object(
  Object.fromEntries(
    Object.entries(variables).map(([name, { schema }]) => [name, schema]),
  ) as Shape,
);

export type Environment = z.output<typeof environmentSchema>;

/**
 * The environment's values, or a {@link ConfigError} for the first variable the server cannot use,
 * in one line: "PORT must be a port number, got "eighty"".
 */
export function readEnvironment(env: Record<string, string | undefined>): Environment {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const name = String(issue?.path[0]) as VariableName;
  const refusal = issue && refusalOf(issue);
  throw new ConfigError(
    `${name} ${refusal ?? `must be ${variables[name].accepts}, got "${env[name]}"`}`,
  );
}
