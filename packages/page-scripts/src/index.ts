import compiled from './compiledScripts.json';

export {
  FIRST_PAINT_WAIT_MS,
  LINKS_PER_TASK,
  SCRIPTS_AFTER_PAINT_ID,
  type ScriptFile,
  type ScriptsAfterPaint,
  type ScriptsStart,
} from './afterPaintList';

/** A script as pages carry it inline: its code, and the CSP source that allows it alone. */
export interface CompiledScript {
  code: string;
  source: string;
}

/** The lifter of a prerendered page's cover (coverLifter.ts), compiled. */
export const COVER_LIFTER: CompiledScript = compiled.coverLifter;

/** The loader of a prerendered page's scripts after its first paint (scriptsAfterPaint.ts), compiled. */
export const SCRIPTS_AFTER_PAINT_LOADER: CompiledScript = compiled.scriptsAfterPaint;
