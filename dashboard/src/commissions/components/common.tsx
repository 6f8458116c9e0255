import { DateInput } from '@blueprintjs/datetime';
import { enUS, es } from 'date-fns/locale';
import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPageSizes } from '../../../../domain/commissions/rules';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { type GraphqlRequestError } from '../../graphql';
import { QueryProblem } from '../../ui/components';
import { catalogueLanguage } from '../../ui/utils';

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
    <Callout className="commissions-banner" intent={banner.intent} role={banner.intent === Intent.DANGER ? 'alert' : 'status'} icon={banner.intent === Intent.DANGER ? 'error' : 'tick-circle'}>
      {banner.message}
      <Button variant="minimal" size="small" icon="cross" aria-label="×" onClick={() => setBanner(null)} style={{ float: 'right' }} />
    </Callout>
  ) : null;
  return { element, success, failure };
}

/** '¿Deseas eliminar ...?' with Cancelar and Si (spec 003 section 4). */
export function ConfirmDelete({ isOpen, question, busy, onConfirm, onCancel }: { isOpen: boolean; question: string; busy?: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('commissions');
  return (
    <Alert isOpen={isOpen} intent={Intent.DANGER} icon="trash" cancelButtonText={t('actions.cancel')} confirmButtonText={t('actions.yes')} loading={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{question}</p>
    </Alert>
  );
}

/** The catalogue's "name too short" text, as the server words it. */
export function useNameProblem(min: number) {
  const { i18n } = useTranslation();
  return (name: string) => (name.trim().length < min ? errorMessage('COMMISSION_NAME_TOO_SHORT', catalogueLanguage(i18n.resolvedLanguage), { min }) : undefined);
}

export interface NameDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  initial?: string;
  /** Minimum characters (spec 003 section 5): 2 for companies, positions, data sources and variables. */
  min: number;
  busy?: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
  children?: ReactNode;
  /** Further fields are complete (parameters need a first value). */
  extraValid?: boolean;
}

/** Create / rename a record by name; Accept stays disabled while the name is too short, and says why. */
export function NameDialog({ isOpen, title, label, initial = '', min, busy, onSave, onClose, children, extraValid = true }: NameDialogProps) {
  const { t } = useTranslation('commissions');
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problemOf = useNameProblem(min);
  useEffect(() => {
    if (isOpen) {
      setName(initial);
      setTouched(false);
    }
  }, [isOpen, initial]);
  const problem = problemOf(name);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!problem && extraValid) onSave(name.trim());
        }}
        noValidate
      >
        <DialogBody>
          <FormGroup label={label} labelFor="commissions-name" intent={touched && problem ? Intent.DANGER : Intent.NONE} helperText={touched ? problem : undefined}>
            <InputGroup id="commissions-name" autoFocus value={name} maxLength={200} onValueChange={(value) => (setName(value), setTouched(true))} />
          </FormGroup>
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('actions.accept')} loading={busy} disabled={Boolean(problem) || !extraValid} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** Loading, error, empty or the table (spec 003 section 4: lists show a loading state until data arrives). */
export function ListState({ loading, error, empty, emptyText, onRetry, children }: { loading: boolean; error: GraphqlRequestError | null; empty: boolean; emptyText?: string; onRetry?: () => void; children: ReactNode }) {
  const { t } = useTranslation('commissions');
  if (loading) return <Spinner />;
  if (error) return <QueryProblem error={error} onRetry={onRetry} />;
  if (empty) return <NonIdealState icon="th-disconnect" title={emptyText ?? t('lists.empty')} />;
  return <>{children}</>;
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
  const button = (key: string, action: () => void) => ({ loading: pending === key, disabled: pending !== null && pending !== key, onClick: () => run(key, action) });
  return { pending, run, button };
}

export interface NamedRow {
  id: string;
  name: string;
}

export interface NamedTableProps<T extends NamedRow> {
  rows: readonly T[];
  canWrite: boolean;
  /** Extra cells per row (after Nombre). */
  columns?: { title: string; cell: (row: T) => ReactNode }[];
  /** Actions everyone sees ('Ver Valores'). */
  view?: (row: T) => ReactNode;
  onRename?: (row: T) => void;
  onDelete?: (row: T) => void;
  label: string;
  /** Delay of edit and delete (TABLE_ACTION_DELAY_MS unless the list is one of the 600 ms ones). */
  actionDelayMs?: number;
}

/** A list of named records: Nombre, optional columns, then view / edit / delete (the last two with write only, spec 003 section 6). */
export function NamedTable<T extends NamedRow>({ rows, canWrite, columns = [], view, onRename, onDelete, label, actionDelayMs = TABLE_ACTION_DELAY_MS }: NamedTableProps<T>) {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(actionDelayMs);
  const hasActions = Boolean(view) || (canWrite && Boolean(onRename || onDelete));
  return (
    <HTMLTable striped interactive className="commissions-table" aria-label={label}>
      <thead>
        <tr>
          <th>{t('lists.name')}</th>
          {columns.map((column) => (
            <th key={column.title}>{column.title}</th>
          ))}
          {hasActions ? <th>{t('lists.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            {columns.map((column) => (
              <td key={column.title}>{column.cell(row)}</td>
            ))}
            {hasActions ? (
              <td>
                <span className="commissions-actions">
                  {view?.(row)}
                  {canWrite && onRename ? <Button size="small" variant="minimal" icon="edit" text={t('actions.edit')} aria-label={`${t('actions.edit')} ${row.name}`} {...delayed.button(`edit:${row.id}`, () => onRename(row))} /> : null}
                  {canWrite && onDelete ? <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" text={t('actions.delete')} aria-label={`${t('actions.delete')} ${row.name}`} {...delayed.button(`delete:${row.id}`, () => onDelete(row))} /> : null}
                </span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Create / rename / delete state of a named list with its dialogs and banner, shared by companies, positions, data sources, variables and parameters. */
export function useNamedCrud<T extends NamedRow>() {
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return { creating, setCreating, renaming, setRenaming, deleting, setDeleting };
}

/**
 * A date picker showing yyyy/MM/dd over a yyyy-MM-dd value. `notBefore` (yyyy-MM-dd) greys out the
 * earlier days of the calendar; a typed earlier day still reaches `onChange`, so the screen says
 * why it is refused (`helperText`, `intent`) instead of Blueprint's untranslated "Out of range".
 */
export function DayInput({ label, value, onChange, disabled, notBefore, intent = 'none', helperText }: { label: string; value: string; onChange: (date: string) => void; disabled?: boolean; notBefore?: string; intent?: Intent; helperText?: ReactNode }) {
  const { t, i18n } = useTranslation('commissions');
  const dayPickerProps = useMemo(() => (notBefore ? { disabled: { before: new Date(`${notBefore}T00:00:00`) } } : undefined), [notBefore]);
  return (
    <FormGroup label={label} intent={intent} helperText={helperText}>
      <DateInput
        value={value ? `${value}T00:00:00` : null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        dateFnsFormat="yyyy/MM/dd"
        locale={i18n.resolvedLanguage === 'en' ? enUS : es}
        placeholder={t('common.datePlaceholder')}
        showActionsBar={false}
        minDate={new Date(2015, 0, 1)}
        maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
        dayPickerProps={dayPickerProps}
        disabled={disabled}
        inputProps={{ 'aria-label': label, ...(intent === 'none' ? {} : { intent }) }}
      />
    </FormGroup>
  );
}

/**
 * Paging of a list the screen already holds (the employees of a position): the page sizes of the
 * reports (5 to 600, 25 first), the range shown of the total, previous / next. A new filter or
 * size goes back to the first page; a page past the end (rows removed) shows the last one.
 */
export function useClientPaging<T>(rows: readonly T[], resetOn: unknown) {
  const [size, setSize] = useState<number>(25);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [resetOn]);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages - 1);
  const shown = useMemo(() => rows.slice(current * size, current * size + size), [rows, current, size]);
  return { size, page: current, pages, total: rows.length, shown, setSize: (value: number) => (setSize(value), setPage(0)), setPage };
}

export function PageControls({ paging }: { paging: ReturnType<typeof useClientPaging<unknown>> }) {
  const { t } = useTranslation('commissions');
  const from = paging.page * paging.size;
  return (
    <div className="commissions-toolbar commissions-reports__paging">
      <FormGroup label={t('reports.pageSize')} inline>
        <HTMLSelect value={paging.size} onChange={(event) => paging.setSize(Number(event.currentTarget.value))} aria-label={t('reports.pageSize')}>
          {reportPageSizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <span className="commissions-reports__range" aria-live="polite">
        {t('reports.range', { from: paging.total === 0 ? 0 : from + 1, to: from + paging.shown.length, total: paging.total })}
      </span>
      <Button icon="chevron-left" disabled={paging.page === 0} onClick={() => paging.setPage(paging.page - 1)} aria-label={t('reports.previous')} />
      <Button icon="chevron-right" disabled={paging.page >= paging.pages - 1} onClick={() => paging.setPage(paging.page + 1)} aria-label={t('reports.next')} />
    </div>
  );
}
