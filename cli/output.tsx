import type React from 'react';
import { loadTerminal } from './ui/ink';

export interface Output {
  json: boolean;
  /** Prints data as JSON (with --json) or renders the view. */
  show(data: unknown, view: () => React.ReactElement): Promise<void>;
  /**
   * Renders a live view until `work` settles (progress bars) on stderr, so `cmd > file` shows the
   * progress while the file gets the result alone; with --json renders nothing, and when stderr is
   * not a terminal only the last state is printed (no redrawn frames in a log).
   */
  live<T>(view: (state: { value?: T }) => React.ReactElement, work: (update: (value: T) => void) => Promise<unknown>): Promise<void>;
  /** Writes a document as it is (CSV, exported JSON), so it can be redirected to a file. */
  write(text: string): void;
}

/**
 * A view as plain lines for a pipe or a file: ink lays it out without a width (NaN lets Yoga size
 * the root to its content), so table rows are never wrapped at 80 columns.
 */
export async function plainText(view: () => React.ReactElement): Promise<string> {
  const { renderToString } = await loadTerminal();
  return `${renderToString(view(), { columns: Number.NaN })}\n`;
}

export function createOutput(json: boolean, stdout: NodeJS.WriteStream = process.stdout, progress: NodeJS.WriteStream = process.stderr): Output {
  const terminal = Boolean(stdout.isTTY);
  const progressTerminal = Boolean(progress.isTTY);
  return {
    json,
    async show(data, view) {
      if (json) {
        stdout.write(`${JSON.stringify(data, null, 2)}\n`);
        return;
      }
      if (!terminal) {
        stdout.write(await plainText(view));
        return;
      }
      const { render } = await loadTerminal();
      const instance = render(view(), { stdout, patchConsole: false });
      instance.unmount();
      await instance.waitUntilExit();
    },
    async live(view, work) {
      if (json) {
        await work(() => undefined);
        return;
      }
      if (!progressTerminal) {
        let last: Parameters<typeof view>[0] = {};
        try {
          await work((value) => {
            last = { value };
          });
        } finally {
          progress.write(await plainText(() => view(last)));
        }
        return;
      }
      const { render } = await loadTerminal();
      const instance = render(view({}), { stdout: progress, patchConsole: false });
      try {
        await work((value) => instance.rerender(view({ value })));
      } finally {
        instance.unmount();
        await instance.waitUntilExit();
      }
    },
    write(text) {
      stdout.write(text);
    },
  };
}
