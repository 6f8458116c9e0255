import { Help, type Command, type Option } from 'commander';
import { defaultLanguage, languages, type Language } from '../../domain/i18n/language';
import { fillTemplate, type TemplateParams } from '../../domain/i18n/template';
import { en, es, type MessageKey } from './messages';

export type { MessageKey } from './messages';
export type Translate = (key: MessageKey, params?: TemplateParams) => string;

const catalogues: Record<Language, Record<MessageKey, string>> = { es, en };

/** `t(key, params)` in one language. */
export function translator(language: Language): Translate {
  const messages = catalogues[language];
  return (key, params) => fillTemplate(messages[key], params);
}

function asLanguage(value: string | undefined): Language | undefined {
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}

/** The language without --lang: PROMETHEUS_LANG when it names one, else Spanish. */
export function environmentLanguage(env: NodeJS.ProcessEnv): Language {
  return asLanguage(env.PROMETHEUS_LANG?.trim().toLowerCase()) ?? defaultLanguage;
}

/**
 * The language of a run, known before commander parses anything (help texts are fixed when the
 * commands are registered): the last `--lang x` / `--lang=x` before `--`, then PROMETHEUS_LANG, then es.
 * An unsupported --lang value is left for commander to refuse (the option has choices).
 */
export function chooseLanguage(argv: readonly string[], env: NodeJS.ProcessEnv): Language {
  let chosen: Language | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--') break;
    if (arg === '--lang') chosen = asLanguage(argv[index + 1]) ?? chosen;
    else if (arg.startsWith('--lang=')) chosen = asLanguage(arg.slice('--lang='.length)) ?? chosen;
  }
  return chosen ?? environmentLanguage(env);
}

/** Commander's help in the run's language: section titles and the (default: …) / (choices: …) notes. */
export function helpConfiguration(t: Translate): Partial<Help> {
  const titles: Record<string, MessageKey> = {
    'Usage:': 'help.title.Usage:',
    'Options:': 'help.title.Options:',
    'Commands:': 'help.title.Commands:',
    'Arguments:': 'help.title.Arguments:',
    'Global Options:': 'help.title.Global Options:',
  };
  return {
    styleTitle: (title: string) => (titles[title] ? t(titles[title]) : title),
    commandUsage(command: Command) {
      return Help.prototype.commandUsage.call(this, command).replace('[options]', t('help.usage.options')).replace('[command]', t('help.usage.command'));
    },
    optionDescription(option: Option) {
      const notes: string[] = [];
      if (option.argChoices) notes.push(t('help.choices', { values: option.argChoices.map((choice) => JSON.stringify(choice)).join(', ') }));
      const showDefault = option.defaultValue !== undefined && (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean'));
      if (showDefault) notes.push(t('help.default', { value: option.defaultValueDescription || JSON.stringify(option.defaultValue) }));
      return notes.length ? `${option.description} (${notes.join(', ')})` : option.description;
    },
  };
}

/** Commander's parse errors, matched by their (stable) English wording and said in the run's language. */
const commanderErrors: { pattern: RegExp; key: MessageKey; names: string[] }[] = [
  { pattern: /^error: unknown command '([^']*)'/, key: 'commander.unknownCommand', names: ['name'] },
  { pattern: /^error: unknown option '([^']*)'/, key: 'commander.unknownOption', names: ['name'] },
  { pattern: /^error: missing required argument '([^']*)'/, key: 'commander.missingArgument', names: ['name'] },
  { pattern: /^error: option '([^']*)' argument missing/, key: 'commander.optionArgumentMissing', names: ['name'] },
  { pattern: /^error: required option '([^']*)' not specified/, key: 'commander.requiredOption', names: ['name'] },
  { pattern: /^error: too many arguments(?: for '[^']*')?\. Expected (\d+) arguments? but got (\d+)\./, key: 'commander.tooManyArguments', names: ['expected', 'received'] },
  { pattern: /^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\./, key: 'commander.invalidChoice', names: ['name', 'value', 'choices'] },
];

export function translateCommanderError(text: string, t: Translate): string {
  const [first, ...rest] = text.split('\n');
  const known = commanderErrors.map((entry) => ({ entry, match: entry.pattern.exec(first) })).find(({ match }) => match);
  const line = known ? t(known.entry.key, Object.fromEntries(known.entry.names.map((name, index) => [name, known.match![index + 1]]))) : first;
  const others = rest.map((part) => {
    const several = /^\(Did you mean one of (.*)\?\)$/.exec(part);
    if (several) return t('commander.didYouMeanOneOf', { suggestions: several[1] });
    const suggestion = /^\(Did you mean (.*)\?\)$/.exec(part);
    return suggestion ? t('commander.didYouMean', { suggestion: suggestion[1] }) : part;
  });
  return [line, ...others].join('\n');
}
