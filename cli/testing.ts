/**
 * Test support for the CLI: runs `runCli` in-process with its output captured, as a terminal of a
 * given width would receive it, and the arguments that point it at a test API.
 */
import { runCli } from './program';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** A stand-in terminal stream that keeps what is written; `columns` unset: a stream with no width. */
export function capturedStream(columns?: number) {
  let text = '';
  const stream = {
    write: (chunk: string) => ((text += chunk), true),
    ...(columns === undefined ? {} : { columns }),
    isTTY: false,
    on: () => stream,
    off: () => stream,
    once: () => stream,
    removeListener: () => stream,
  } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

/** Runs the CLI with `argv`; DATA_DIR points nowhere unless `env` says otherwise. */
export async function runCliCaptured(argv: string[], options: { env?: Record<string, string>; columns?: number } = {}): Promise<CliRun> {
  const out = capturedStream(options.columns);
  const err = capturedStream(options.columns);
  const code = await runCli(argv, { env: { DATA_DIR: '/nonexistent', ...options.env }, stdout: out.stream, stderr: err.stream });
  return { code, out: out.text(), err: err.text() };
}

/** The arguments that send the CLI to a test API with a token (and a language, when given). */
export function apiArguments(apiUrl: string, token: string, lang?: string): string[] {
  return ['--api-url', apiUrl, '--token', token, ...(lang === undefined ? [] : ['--lang', lang])];
}
