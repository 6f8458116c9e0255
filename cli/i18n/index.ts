import i18next from 'i18next';
import { Help, type Command, type Option } from 'commander';
import { defaultLanguage, languages, type Language } from '../../domain/i18n/language';
import { resources, type MessageKey } from './resources';

export type { MessageKey } from './resources';
/** Values of a message's `{{placeholders}}`; `count` also picks the plural form. */
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

// One i18next instance for the CLI, initialised synchronously (the resources are bundled).
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(languages.map((language) => [language, { translation: resources[language] }])),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  initAsync: false,
  // Keys contain no namespaces; texts are printed to a terminal, never to HTML.
  nsSeparator: false,
  interpolation: { escapeValue: false },
});
// i18next's key typing is the dashboard's (dashboard/src/app/i18n/i18next.d.ts); the CLI checks its
// own keys with MessageKey instead.
type UntypedT = (key: string, options: Record<string, unknown>) => string;
const fixed = new Map(languages.map((language) => [language, instance.getFixedT(language) as unknown as UntypedT]));

/** `t(key, params)` in one language. */
export function translator(language: Language): Translate {
  const t = fixed.get(language)!;
  return (key, params) => t(key, params ?? {});
}

/** Server values the CLI can name: backends, run statuses, ERP query states and columns, commission run outcomes. */
export type LabelGroup = 'system.backend' | 'workflows.state' | 'erp.state' | 'erp.column' | 'commissions.outcome';

/** A server value in the run's language, or as it came when the CLI has no text for it (a newer server). */
export function labelOf(t: Translate, group: LabelGroup, value: string): string {
  return t(`${group}.${value}` as MessageKey, { defaultValue: value });
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
    'Usage:': 'program.help.title.usage',
    'Options:': 'program.help.title.options',
    'Commands:': 'program.help.title.commands',
    'Arguments:': 'program.help.title.arguments',
    'Global Options:': 'program.help.title.globalOptions',
  };
  return {
    styleTitle: (title: string) => (titles[title] ? t(titles[title]) : title),
    commandUsage(command: Command) {
      return Help.prototype.commandUsage
        .call(this, command)
        .replace('[options]', t('program.help.usage.options'))
        .replace('[command]', t('program.help.usage.command'));
    },
    optionDescription(option: Option) {
      const notes: string[] = [];
      if (option.argChoices) notes.push(t('program.help.choices', { values: option.argChoices.map((choice) => JSON.stringify(choice)).join(', ') }));
      const showDefault =
        option.defaultValue !== undefined && (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean'));
      if (showDefault) notes.push(t('program.help.default', { value: option.defaultValueDescription || JSON.stringify(option.defaultValue) }));
      return notes.length ? `${option.description} (${notes.join(', ')})` : option.description;
    },
  };
}

/** Commander's parse errors, matched by their (stable) English wording and said in the run's language. */
const commanderErrors: { pattern: RegExp; key: MessageKey; names: string[] }[] = [
  { pattern: /^error: unknown command '([^']*)'/, key: 'program.commander.unknownCommand', names: ['name'] },
  { pattern: /^error: unknown option '([^']*)'/, key: 'program.commander.unknownOption', names: ['name'] },
  { pattern: /^error: missing required argument '([^']*)'/, key: 'program.commander.missingArgument', names: ['name'] },
  { pattern: /^error: option '([^']*)' argument missing/, key: 'program.commander.optionArgumentMissing', names: ['name'] },
  { pattern: /^error: required option '([^']*)' not specified/, key: 'program.commander.requiredOption', names: ['name'] },
  {
    pattern: /^error: too many arguments(?: for '[^']*')?\. Expected (\d+) arguments? but got (\d+)\./,
    key: 'program.commander.tooManyArguments',
    names: ['expected', 'received'],
  },
  {
    pattern: /^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\./,
    key: 'program.commander.invalidChoice',
    names: ['name', 'value', 'choices'],
  },
];

export function translateCommanderError(text: string, t: Translate): string {
  const [first, ...rest] = text.split('\n');
  const known = commanderErrors.map((entry) => ({ entry, match: entry.pattern.exec(first) })).find(({ match }) => match);
  const line = known ? t(known.entry.key, Object.fromEntries(known.entry.names.map((name, index) => [name, known.match![index + 1]]))) : first;
  const others = rest.map((part) => {
    const several = /^\(Did you mean one of (.*)\?\)$/.exec(part);
    if (several) return t('program.commander.didYouMeanOneOf', { suggestions: several[1] });
    const suggestion = /^\(Did you mean (.*)\?\)$/.exec(part);
    return suggestion ? t('program.commander.didYouMean', { suggestion: suggestion[1] }) : part;
  });
  return [line, ...others].join('\n');
}
