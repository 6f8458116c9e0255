import { Button, Classes, Dialog, DialogBody, DialogFooter, InputGroup, Menu, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GraphqlRequestError } from '../../../graphql';
import { QueryProblem } from '../../../ui/components';
import '../commissions.css';

export interface SelectorOption {
  id: string;
  label: string;
  /** A second line (an employee's position, a date). */
  hint?: string;
}

export interface SelectorDialogProps {
  isOpen: boolean;
  /** The question, e.g. 'Selecciona empresa:'. */
  title: string;
  options: readonly SelectorOption[] | undefined;
  loading?: boolean;
  error?: GraphqlRequestError | null;
  /** Shown when the list is empty; 'Error: No se encotraron resultados' unless said. */
  emptyText?: string;
  /** The option chosen when the dialog opens (editing a choice). */
  initial?: string | null;
  acceptText?: string;
  onAccept: (option: SelectorOption) => void;
  onCancel: () => void;
  /** Content above the list (a choice made in a previous step). */
  header?: React.ReactNode;
}

/** Options beyond this many get a filter box (employees: hundreds). */
const FILTER_FROM = 12;

/**
 * The module's full-screen selector (spec 003 section 2.2): one question, its options, Accept
 * disabled until one is chosen (section 5), Cancel. Long lists can be filtered by text.
 */
export function SelectorDialog({ isOpen, title, options, loading, error, emptyText, initial, acceptText, onAccept, onCancel, header }: SelectorDialogProps) {
  const { t } = useTranslation('commissions');
  const [chosen, setChosen] = useState<string | null>(initial ?? null);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const all = options ?? [];
    return needle === '' ? all : all.filter((option) => `${option.label} ${option.id} ${option.hint ?? ''}`.toLocaleLowerCase().includes(needle));
  }, [options, filter]);
  const choice = options?.find((option) => option.id === chosen);
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={title} className="commissions-selector" canOutsideClickClose={false}>
      <DialogBody>
        {header}
        {loading ? (
          <Spinner />
        ) : error ? (
          <QueryProblem error={error} />
        ) : (options ?? []).length === 0 ? (
          <NonIdealState icon="search" title={emptyText ?? t('selectors.empty')} />
        ) : (
          <>
            {(options ?? []).length >= FILTER_FROM ? (
              <InputGroup
                leftIcon="search"
                placeholder={t('selectors.filter')}
                value={filter}
                onValueChange={setFilter}
                className="commissions-selector__filter"
                aria-label={t('selectors.filter')}
              />
            ) : null}
            <Menu className="commissions-selector__options" role="listbox" aria-label={title}>
              {shown.slice(0, 300).map((option) => (
                <MenuItem
                  key={option.id}
                  role="option"
                  aria-selected={option.id === chosen}
                  active={option.id === chosen}
                  icon={option.id === chosen ? 'tick-circle' : 'circle'}
                  text={option.label}
                  label={option.hint}
                  onClick={() => setChosen(option.id)}
                />
              ))}
            </Menu>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onCancel} />
            <Button
              intent="primary"
              text={acceptText ?? t('actions.accept')}
              disabled={!choice}
              onClick={() => choice && onAccept(choice)}
              className={Classes.INTENT_PRIMARY}
            />
          </>
        }
      />
    </Dialog>
  );
}
