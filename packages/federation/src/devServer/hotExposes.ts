import { join } from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';

/**
 * The module a remote exposes when it runs inside a production shell (`remote:dev --against`):
 * its page behind a component that draws it again when a saved change reaches it. React Refresh
 * cannot work there (the shell's production React has no refresh hooks), so a change re-mounts
 * the page instead: no reload, the rest of the site and its state untouched.
 */
export function hotExposeSource(exposed: string): string {
  // Self-accepting: the page's modules are re-exported straight through, so a change reaches
  // this module, which runs again with the new page. The component the shell holds is the first
  // run's; what it draws and who to redraw live in hot.data, handed from run to run.
  return `import { createElement, useEffect, useReducer } from 'react';
import Page from ${JSON.stringify(exposed)};
const hot = import.meta.webpackHot;
const current = (hot && hot.data && hot.data.current) || { redraws: new Set() };
current.Page = Page;
if (hot) {
  hot.dispose((data) => {
    data.current = current;
  });
  hot.accept();
}
current.redraws.forEach((redraw) => redraw());
export default function HotPage(props) {
  const [, redraw] = useReducer((count) => count + 1, 0);
  useEffect(() => {
    current.redraws.add(redraw);
    return () => void current.redraws.delete(redraw);
  }, []);
  return createElement(current.Page, props);
}
`;
}

/**
 * The exposes of a remote in `dir` behind {@link hotExposeSource}, as virtual modules: the
 * `exposes` to give federation, and the plugin that holds the modules.
 */
export function hotExposes(
  dir: string,
  exposes: Record<string, string>,
): { exposes: Record<string, string>; plugin: RspackPluginInstance } {
  const modules: Record<string, string> = {};
  const wrapped = Object.fromEntries(
    Object.entries(exposes).map(([name, file]) => {
      const path = join(dir, '.hot-exposes', `${name.slice(2)}.js`);
      modules[path] = hotExposeSource(join(dir, file));
      return [name, path];
    }),
  );
  return { exposes: wrapped, plugin: new rspack.experiments.VirtualModulesPlugin(modules) };
}
