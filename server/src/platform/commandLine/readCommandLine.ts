import { parseArgs } from 'node:util';
import { closestTo } from './didYouMean';
import { UsageError } from './usageError';

/** An option as `node:util` parseArgs reads it. */
export interface OptionConfig {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
}

/** One command of a program: the words after its name, and its options beside the common ones. */
export interface CommandShape {
  /** Its words in order, by what they name; `?` ends one that may be left out: `['remote', 'version?']`. */
  words: readonly string[];
  options: readonly string[];
  /** A right use, after the program's name: `canary calculator 1.1.0 --percent 10`. */
  example: string;
}

/** A program of commands (`registry`, `tokens`) as its command line is checked against. */
export interface ProgramShape {
  /** Its name as typed: `registry`. */
  name: string;
  commands: Readonly<Record<string, CommandShape>>;
  /** Every option of every command, `help` among them. */
  options: Readonly<Record<string, OptionConfig>>;
  /** The options every command takes. */
  common: readonly string[];
  /** What a string option's value looks like, for the line that says it is missing: `percent: 'N'`. */
  placeholders: Readonly<Record<string, string>>;
}

/** A command line that names a known command with its words and known options, or asks for help. */
export interface CommandLine {
  /** Undefined when none is named. */
  command: string | undefined;
  words: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  help: boolean;
}

function unknownOption(program: ProgramShape, command: string, name: string, raw: string): string {
  const owners = Object.keys(program.commands).filter((c) =>
    program.commands[c]!.options.includes(name),
  );
  if (owners.length) return `${command} takes no --${name} (an option of ${owners.join(' and ')})`;
  const allowed = [...program.commands[command]!.options, ...program.common];
  const meant = closestTo(name, allowed);
  return meant
    ? `unknown option ${raw}: did you mean --${meant}? (${program.name} --help lists the options)`
    : `unknown option ${raw}: ${command} takes ${allowed.map((o) => `--${o}`).join(', ')}`;
}

/** Refuses an option of another command, one it does not know, one without its value, one twice. */
function checkOptions(program: ProgramShape, command: string, tokens: ParsedTokens): void {
  const allowed = new Set([...program.commands[command]!.options, ...program.common]);
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = program.options[token.name];
    if (!option || !allowed.has(token.name))
      throw new UsageError(unknownOption(program, command, token.name, token.rawName));
    // Without `=`, a string option takes the next word even when it is another option.
    const valueMissing =
      token.value === undefined || (!token.inlineValue && token.value.startsWith('--'));
    if (option.type === 'string' && valueMissing)
      throw new UsageError(
        `${token.rawName} needs a value: --${token.name} ${program.placeholders[token.name] ?? '<value>'}`,
      );
    if (option.type === 'boolean' && token.value !== undefined)
      throw new UsageError(`--${token.name} takes no value: write --${token.name} alone`);
    if (!option.multiple && seen.has(token.name))
      throw new UsageError(`--${token.name} is given twice: give it once`);
    seen.add(token.name);
  }
}

type ParsedTokens = NonNullable<ReturnType<typeof parseArgs>['tokens']>;

/**
 * Reads a command line against `program`, refusing with a usage error the first thing it cannot
 * take, in words that name the fix: an unknown command or option (with the one likely meant),
 * an option without its value, a word missing or one too many. Nothing past the command is
 * checked when it asks for --help.
 */
export function readCommandLine(args: readonly string[], program: ProgramShape): CommandLine {
  // Not strict: node's own refusals quote its advice oddly and know nothing of a command's options.
  const { values, positionals, tokens } = parseArgs({
    args: [...args],
    options: program.options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const [command, ...words] = positionals;
  const help = values.help === true;
  if (command === undefined) return { command, words, values, help };
  const shape = program.commands[command];
  if (!shape) {
    const meant = closestTo(command, Object.keys(program.commands));
    throw new UsageError(
      `unknown command "${command}"${meant ? `: did you mean "${meant}"?` : ''} (${program.name} --help lists them)`,
    );
  }
  if (help) return { command, words, values, help };
  checkOptions(program, command, tokens);
  const required = shape.words.filter((word) => !word.endsWith('?')).length;
  if (words.length < required)
    throw new UsageError(
      `${command} needs <${shape.words[words.length]}>: ${program.name} ${shape.example}`,
    );
  if (words.length > shape.words.length) {
    const takes = shape.words.length
      ? `takes ${shape.words.map((w) => (w.endsWith('?') ? `[<${w.slice(0, -1)}>]` : `<${w}>`)).join(' ')}`
      : 'takes no word, only options';
    throw new UsageError(
      `unexpected "${words[shape.words.length]}": ${command} ${takes}, like ${program.name} ${shape.example}`,
    );
  }
  return { command, words, values, help };
}
