import { DateInput } from '@blueprintjs/datetime';
import { enUS, es } from 'date-fns/locale';
import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/** A list of named records: Nombre, optional columns, then view / edit / delete (the last two with write only, spec 003 section 6). */
export function NamedTable<T extends NamedRow>({ rows, canWrite, columns = [], view, onRename, onDelete, label }: NamedTableProps<T>) {
  const { t } = useTranslation('commissions');
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
                  {canWrite && onRename ? <Button size="small" variant="minimal" icon="edit" text={t('actions.edit')} aria-label={`${t('actions.edit')} ${row.name}`} onClick={() => onRename(row)} /> : null}
                  {canWrite && onDelete ? <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" text={t('actions.delete')} aria-label={`${t('actions.delete')} ${row.name}`} onClick={() => onDelete(row)} /> : null}
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

/** A date picker showing yyyy/MM/dd over a yyyy-MM-dd value. */
export function DayInput({ label, value, onChange, disabled }: { label: string; value: string; onChange: (date: string) => void; disabled?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <FormGroup label={label}>
      <DateInput
        value={value ? `${value}T00:00:00` : null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        dateFnsFormat="yyyy/MM/dd"
        locale={i18n.resolvedLanguage === 'en' ? enUS : es}
        placeholder="yyyy/MM/dd"
        showActionsBar={false}
        minDate={new Date(2015, 0, 1)}
        maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
        disabled={disabled}
        inputProps={{ 'aria-label': label }}
      />
    </FormGroup>
  );
}

