import type React from 'react';
import { render } from 'ink';

export interface Output {
  json: boolean;
  /** Prints data as JSON (with --json) or renders the view. */
  show(data: unknown, view: () => React.ReactElement): Promise<void>;
  /** Renders a live view until `done` settles (progress bars); with --json renders nothing. */
  live<T>(view: (state: { value?: T }) => React.ReactElement, work: (update: (value: T) => void) => Promise<unknown>): Promise<void>;
}

export function createOutput(json: boolean, stdout: NodeJS.WriteStream = process.stdout): Output {
  return {
    json,
    async show(data, view) {
      if (json) {
        stdout.write(`${JSON.stringify(data, null, 2)}\n`);
        return;
      }
      const instance = render(view(), { stdout, patchConsole: false });
      instance.unmount();
      await instance.waitUntilExit();
    },
    async live(view, work) {
      if (json) {
        await work(() => undefined);
        return;
      }
      const instance = render(view({}), { stdout, patchConsole: false });
      try {
        await work((value) => instance.rerender(view({ value })));
      } finally {
        instance.unmount();
        await instance.waitUntilExit();
      }
    },
  };
}
