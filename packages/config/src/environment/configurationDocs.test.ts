import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { variables, type VariableName } from './environment';
import type { Section } from './variable';

const docs = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');

const headings: Record<Section, string> = {
  server: '## The server',
  opsCommands: '## The ops commands',
  development: '## Development',
};

interface Row {
  names: string[];
  defaults: string[];
}

/** The rows of the table under `heading`: the variables the first cell names, and their defaults. */
function tableUnder(heading: string): Row[] {
  const section = docs.slice(docs.indexOf(heading) + heading.length).split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', fallback = ''] = line.slice(1).split(/(?<!\\)\|/);
      const named = [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? '');
      // One default for all the row names, or one each, after ", " or (where one has a comma) "; ".
      const each = [', ', '; ']
        .map((separator) => fallback.trim().split(separator))
        .find((given) => given.length === named.length);
      return { names: named, defaults: each ?? named.map(() => fallback.trim()) };
    });
}

/** A variable's default as the docs print it: its own words, or the value an unset one has. */
function printedDefault(name: VariableName): string {
  const variable = variables[name];
  if ('defaultText' in variable) return variable.defaultText;
  const value: unknown = variable.schema.parse(undefined);
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '(unset)';
  return typeof value === 'string' ? `\`${value}\`` : String(value);
}

describe('docs/configuration.md', () => {
  for (const section of Object.keys(headings) as Section[]) {
    const rows = tableUnder(headings[section]);
    const documented = rows.flatMap((row) => row.names);
    const declared = (Object.keys(variables) as VariableName[]).filter(
      (name) => variables[name].section === section,
    );

    it(`lists under "${headings[section]}" every variable the schema declares there, and no other`, () => {
      expect([...documented].sort()).toEqual([...declared].sort());
    });

    it(`prints under "${headings[section]}" the default the schema applies`, () => {
      const printed = Object.fromEntries(
        rows.flatMap((row) => row.names.map((name, at) => [name, row.defaults[at]])),
      );
      const expected = Object.fromEntries(declared.map((name) => [name, printedDefault(name)]));
      expect(printed).toEqual(expected);
    });
  }
});
