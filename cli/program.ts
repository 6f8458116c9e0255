import { Command, CommanderError } from 'commander';
import { createApiClient, CliError, resolveToken, type ApiClient } from './api';
import { createOutput, type Output } from './output';
import { registerStatus } from './commands/status';
import { registerWorkflows } from './commands/workflows';
import { registerErp } from './commands/erp';
import { registerSeed } from './commands/seed';
import { registerCustomers } from './commands/customers';
import { registerAudits } from './commands/audits';
import { registerCatalog } from './commands/catalog';
import { registerCommissions } from './commands/commissions';
import { registerUsers } from './commands/users';
import { registerMenus } from './commands/menus';

export type CommandContext = () => { api: ApiClient; output: Output };

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  stdout?: NodeJS.WriteStream;
  stderr?: { write(text: string): unknown };
  fetchImpl?: typeof fetch;
}

/** Builds the CLI; every command shares --json, --api-url, --token and --lang. */
export function buildProgram(options: RunOptions = {}): Command {
  const env = options.env ?? process.env;
  const program = new Command('prometheus')
    .description('Prometheus back office: batch operations against the API')
    .option('--json', 'print machine-readable JSON')
    .option('--api-url <url>', 'API address', env.API_URL ?? 'http://127.0.0.1:3000')
    .option('--token <token>', 'operator token (default: API_TOKEN or DATA_DIR/secrets/operator-token)')
    .option('--lang <language>', 'language of server messages: es or en', 'es')
    .showHelpAfterError()
    .exitOverride();

  const context: CommandContext = () => {
    const globals = program.opts<{ json?: boolean; apiUrl: string; token?: string; lang: string }>();
    return {
      api: createApiClient({
        apiUrl: globals.apiUrl,
        token: resolveToken(globals.token, env),
        language: globals.lang === 'en' ? 'en' : 'es',
        fetchImpl: options.fetchImpl,
      }),
      output: createOutput(Boolean(globals.json), options.stdout),
    };
  };

  registerStatus(program, context);
  registerWorkflows(program, context);
  registerErp(program, context);
  registerSeed(program, context);
  registerCustomers(program, context);
  registerAudits(program, context);
  registerCatalog(program, context);
  registerCommissions(program, context);
  registerUsers(program, context);
  registerMenus(program, context, options.stdout);
  return program;
}

/** Runs the CLI and returns the exit code; errors are one clear line on stderr. */
export async function runCli(argv: string[], options: RunOptions = {}): Promise<number> {
  const stderr = options.stderr ?? process.stderr;
  const program = buildProgram(options);
  if (options.stdout) program.configureOutput({ writeOut: (text) => options.stdout!.write(text), writeErr: (text) => stderr.write(text) });
  process.exitCode = 0;
  try {
    await program.parseAsync(argv, { from: 'user' });
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliError) {
      stderr.write(`error: ${error.message}\n`);
      return error.exitCode;
    }
    stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    // Commands set process.exitCode for a non-zero "soft" result; the caller decides the exit.
    process.exitCode = 0;
  }
}
