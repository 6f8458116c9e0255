import { Button, Callout, Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';

// The module's shared components, one per file, read from here by the screens.
export { ConfirmDelete } from './ConfirmDelete';
export { NameDialog, type NameDialogProps } from './NameDialog';
export { ListState } from './ListState';
export { DayInput, SPEC_REPORTS_DAY_PATTERN, type DayInputProps } from './DayInput';

/** The local banner closes by itself after 60 s (spec 003 section 9). */
export const BANNER_MS = 60_000;

export interface BannerState {
  intent: Intent;
  message: string;
}

/** The screen's banner: 'Se creó correctamente', 'Se eliminó correctamente', 'Se modificó correctamente' or the server's error. */
export function useBanner() {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: BannerState) => {
    clearTimeout(timer.current);
    setBanner(next);
    timer.current = setTimeout(() => setBanner(null), BANNER_MS);
  }, []);
  const success = useCallback((message: string) => show({ intent: Intent.SUCCESS, message }), [show]);
  const failure = useCallback((error: unknown) => show({ intent: Intent.DANGER, message: error instanceof Error ? error.message : String(error) }), [show]);
  const element = banner ? (
    <Callout
      className="commissions-banner"
      intent={banner.intent}
      role={banner.intent === Intent.DANGER ? 'alert' : 'status'}
      icon={banner.intent === Intent.DANGER ? 'error' : 'tick-circle'}
    >
      {banner.message}
      <Button variant="minimal" size="small" icon="cross" aria-label="×" onClick={() => setBanner(null)} style={{ float: 'right' }} />
    </Callout>
  ) : null;
  return { element, success, failure };
}

/**
 * Spec 003 section 9: a table's edit and delete actions run about 1 s after the click, 600 ms in
 * the variable, parameter and data-source lists. The clicked button shows it is working for that
 * time (a spinner) and every action of the table waits, so a double click opens one dialog.
 */
export const TABLE_ACTION_DELAY_MS = 1000;
export const VALUE_TABLE_ACTION_DELAY_MS = 600;

/** One delayed table action at a time: `pending` names the action running (for its spinner). */
export function useDelayedAction(delayMs: number) {
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (key: string, action: () => void) => {
      if (timer.current !== undefined) return;
      setPending(key);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setPending(null);
        action();
      }, delayMs);
    },
    [delayMs],
  );
  /** Props of an action button: its spinner while it waits, every other action disabled meanwhile. */
  const button = (key: string, action: () => void) => ({
    loading: pending === key,
    disabled: pending !== null && pending !== key,
    onClick: () => run(key, action),
  });
  return { pending, run, button };
}

/** Create / rename / delete state of a named list with its dialogs and banner, shared by companies, positions, data sources, variables and parameters. */
export function useNamedCrud<T extends { id: string }>() {
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return { creating, setCreating, renaming, setRenaming, deleting, setDeleting };
}
