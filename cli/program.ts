import { Command, CommanderError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { createApiClient, CliError, resolveToken } from './api';
import { EXIT } from './exitCodes';
import { createOutput } from './output';
import type { CommandContext, CommandScope } from './context';
import { chooseLanguage, environmentLanguage, helpConfiguration, translateCommanderError, translator } from './i18n';
import { languages, type Language } from '../domain/i18n/language';
import { registerStatus } from './commands/system';
import { registerWorkflows } from './commands/workflows';
import { registerErp } from './commands/erp';
import { registerEmptyContainers, registerXadis } from './commands/xadis';
import { registerSeed } from './commands/demo';
import { registerCustomers } from './commands/customers';
import { registerAudits } from './commands/audits';
import { registerCatalog } from './commands/catalog';
import { registerCommissions } from './commands/commissions';
import { registerUsers } from './commands/access';
import { registerMenus } from './commands/menus';
import { registerPrices } from './commands/pricing';
import { registerHeadcount } from './commands/headcount';
import { registerPurchases } from './commands/purchasing';
import { registerForecasts } from './commands/forecasts';
import { registerRemoteCommands } from './commands/remoteCommands';
import { registerProducts } from './commands/products';
import { registerHistory } from './commands/history';

export type { CommandContext, CommandScope };

/** The product's version (package.json, copied into the runtime image beside dist/). */
export function cliVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** NO_COLOR (any value but empty, no-color.org) or --no-color: no colour codes in anything printed. */
export function colorDisabled(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.NO_COLOR) || argv.includes('--no-color');
}

/** Commander's own exits: help and version shown are done (0); any other is a usage error (2). */
function commanderExit(error: CommanderError): number {
  return ['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(error.code) || error.exitCode === 0 ? EXIT.done : EXIT.usage;
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  stdout?: NodeJS.WriteStream;
  /** Errors and progress (bars, live lines), so stdout holds only the result. */
  stderr?: NodeJS.WriteStream;
  fetchImpl?: typeof fetch;
}

/**
 * Builds the CLI in one language (its help, tables, progress lines and errors); every command
 * shares --json, --api-url, --token and --lang. runCli picks the language from the arguments first.
 */
export function buildProgram(options: RunOptions = {}, language: Language = environmentLanguage(options.env ?? process.env)): Command {
  const env = options.env ?? process.env;
  const t = translator(language);
  const program = new Command('prometheus')
    .description(t('program.description'))
    .option('--json', t('program.json'))
    .option('--api-url <url>', t('program.apiUrl'), env.API_URL ?? 'http://127.0.0.1:3000')
    .option('--token <token>', t('program.token'))
    .addOption(new Option('--lang <language>', t('program.lang')).choices(languages).default(language))
    .option('--no-color', t('program.noColor'))
    .version(cliVersion(), '-v, --version', t('program.version'))
    .helpOption('-h, --help', t('program.help.option'))
    .helpCommand('help [command]', t('program.help.command'))
    .configureHelp(helpConfiguration(t))
    .showHelpAfterError()
    .exitOverride();
  // Before any command is registered: subcommands copy the output settings when they are created.
  const stderr = options.stderr ?? process.stderr;
  const progress = options.stderr ?? process.stderr;
  program.configureOutput({
    ...(options.stdout ? { writeOut: (text: string) => options.stdout!.write(text), writeErr: (text: string) => stderr.write(text) } : {}),
    outputError: (text, write) => write(translateCommanderError(text, t)),
  });

  const context: CommandContext = Object.assign(
    (): CommandScope => {
      const globals = program.opts<{ json?: boolean; apiUrl: string; token?: string }>();
      return {
        api: createApiClient({ apiUrl: globals.apiUrl, token: resolveToken(globals.token, env), language, t, fetchImpl: options.fetchImpl }),
        output: createOutput(Boolean(globals.json), options.stdout, progress),
        t,
        language,
      };
    },
    { t, language },
  );

  registerStatus(program, context);
  registerWorkflows(program, context);
  registerErp(program, context);
  registerXadis(program, context);
  registerEmptyContainers(program, context);
  registerSeed(program, context);
  registerCustomers(program, context);
  registerAudits(program, context);
  registerCatalog(program, context);
  registerCommissions(program, context);
  registerUsers(program, context);
  registerMenus(program, context);
  registerPrices(program, context);
  registerHeadcount(program, context);
  registerPurchases(program, context);
  registerForecasts(program, context);
  registerRemoteCommands(program, context);
  registerProducts(program, context);
  registerHistory(program, context);
  return program;
}

/** Runs the CLI and returns the exit code (./exitCodes.ts); errors are one clear line on stderr. */
export async function runCli(argv: string[], options: RunOptions = {}): Promise<number> {
  const stderr = options.stderr ?? process.stderr;
  const language = chooseLanguage(argv, options.env ?? process.env);
  const t = translator(language);
  // chalk (inside ink, loaded on first drawing) reads FORCE_COLOR when it loads.
  if (colorDisabled(argv, options.env ?? process.env)) process.env.FORCE_COLOR = '0';
  const program = buildProgram(options, language);
  process.exitCode = 0;
  try {
    await program.parseAsync(argv, { from: 'user' });
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof CommanderError) return commanderExit(error);
    if (error instanceof CliError) {
      stderr.write(`${t('program.error', { message: error.message })}\n`);
      return error.exitCode;
    }
    stderr.write(`${t('program.error', { message: error instanceof Error ? error.message : String(error) })}\n`);
    return EXIT.failed;
  } finally {
    // Commands set process.exitCode for a non-zero "soft" result; the caller decides the exit.
    process.exitCode = 0;
  }
}
