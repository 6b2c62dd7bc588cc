import type { Compiler } from '@rspack/core';

/** Runs a build and gives the path of every module it bundled; rejects if the build fails. */
export function bundledModules(compiler: Compiler): Promise<string[]> {
  return new Promise<string[]>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return fail(error ?? new Error(stats?.toString()));
      const paths = (stats.toJson({ modules: true }).modules ?? []).map(
        (module) => module.nameForCondition ?? module.identifier ?? '',
      );
      compiler.close(() => done(paths));
    }),
  );
}
