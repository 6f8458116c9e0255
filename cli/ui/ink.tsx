import type { ComponentProps, ReactNode } from 'react';
import type * as ink from 'ink';
import type { BoxProps, TextProps } from 'ink';
import type * as ui from '@inkjs/ui';

/**
 * ink and @inkjs/ui, loaded on first use: ink (with its layout engine) is most of the CLI's start-up
 * time, and `--help`, `--json` and documents written to stdout never draw anything. Views use these
 * components; Output loads the libraries before it renders a view, so they are there by then.
 */
type Ui = typeof ui;
type Terminal = typeof ink & { ui: Ui };
let terminal: Terminal | undefined;

export async function loadTerminal(): Promise<Terminal> {
  if (!terminal) {
    const [inkModule, uiModule] = await Promise.all([import('ink'), import('@inkjs/ui')]);
    terminal = { ...inkModule, ui: uiModule };
  }
  return terminal;
}

function loaded(): Terminal {
  if (!terminal) throw new Error('loadTerminal() must run before a view is rendered');
  return terminal;
}

export function Box(props: BoxProps & { children?: ReactNode }) {
  const { Box: InkBox } = loaded();
  return <InkBox {...props} />;
}

export function Text(props: TextProps) {
  const { Text: InkText } = loaded();
  return <InkText {...props} />;
}

export function ProgressBar(props: ComponentProps<Ui['ProgressBar']>) {
  const { ProgressBar: UiProgressBar } = loaded().ui;
  return <UiProgressBar {...props} />;
}

export function Spinner(props: ComponentProps<Ui['Spinner']>) {
  const { Spinner: UiSpinner } = loaded().ui;
  return <UiSpinner {...props} />;
}
