import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltinName } from '../../../../../domain/commissions/language';
import { type ElementKind, type StepItem } from '../../../../../domain/commissions/steps';
import { newElement } from '../../../../../domain/commissions/stepsEditor';
import type { CatalogueEntry, ElementCatalogue } from '../utils/catalogue';

export interface ElementDialogProps {
  isOpen: boolean;
  /** The kinds this screen offers (spec 003 section 3.4). */
  kinds: readonly ElementKind[];
  catalogue: ElementCatalogue;
  /** Earlier steps' results the item may be (Resultado_Paso_N). */
  stepResults: string[];
  title: string;
  onAccept: (item: StepItem) => void;
  onClose: () => void;
}

/**
 * Chooses one value of a kind: a variable with its tag, a parameter, an indicator, a helper
 * function (its arguments are filled afterwards), a function parameter, a number, a built-in, or
 * an earlier step's result. Aceptar stays disabled until a value is chosen (spec 003 section 5).
 */
export function ElementDialog({ isOpen, kinds, catalogue, stepResults, title, onAccept, onClose }: ElementDialogProps) {
  const { t } = useTranslation('commissions');
  const choices = [...kinds, ...(stepResults.length > 0 ? (['stepResult'] as const) : [])];
  const [kind, setKind] = useState<ElementKind | 'stepResult'>(choices[0] ?? 'constant');
  const [id, setId] = useState('');
  const [tag, setTag] = useState('');
  const [number, setNumber] = useState('');
  const entries: CatalogueEntry[] = kind === 'stepResult' ? stepResults.map((name) => ({ id: name, name })) : (catalogue[kind] ?? []);
  const entry = entries.find((candidate) => candidate.id === id);
  const parsed = Number(number.replace(',', '.'));
  const ready = kind === 'constant' ? number.trim() !== '' && Number.isFinite(parsed) : kind === 'variable' ? Boolean(entry && tag) : Boolean(entry);
  const reset = (next: ElementKind | 'stepResult') => {
    setKind(next);
    setId('');
    setTag('');
    setNumber('');
  };
  const accept = () => {
    if (!ready) return;
    if (kind === 'stepResult') onAccept({ type: 'stepResult', name: id });
    else if (kind === 'constant') onAccept(newElement('constant', { id: '', number: parsed }));
    else if (kind === 'variable') onAccept(newElement('variable', { id, tag }, { name: entry?.name }));
    else if (kind === 'function') onAccept(newElement('function', { id }, { name: entry?.name, argumentCount: entry?.arguments?.length ?? 0 }));
    else if (kind === 'builtin') onAccept(newElement('builtin', { id: id as BuiltinName }, { name: id }));
    else onAccept(newElement(kind, { id }, { name: entry?.name }));
    reset(kind);
  };
  const emptyText =
    kind === 'variable'
      ? t('editor.dialog.noVariables')
      : kind === 'parameter'
        ? t('editor.dialog.noParameters')
        : kind === 'function'
          ? t('editor.dialog.noFunctions')
          : kind === 'areaIndicators'
            ? t('editor.dialog.noIndicators')
            : t('editor.dialog.noResults');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} className="steps-element-dialog">
      <DialogBody>
        <FormGroup label={t('editor.dialog.kind')} labelFor="steps-element-kind">
          <HTMLSelect
            id="steps-element-kind"
            fill
            value={kind}
            onChange={(event) => reset(event.currentTarget.value as ElementKind)}
            options={choices.map((value) => ({ value, label: t(`editor.kinds.${value}`) }))}
          />
        </FormGroup>
        {kind === 'constant' ? (
          <FormGroup label={t('editor.dialog.number')} labelFor="steps-element-number">
            <InputGroup
              id="steps-element-number"
              inputMode="decimal"
              value={number}
              onValueChange={setNumber}
              autoFocus
              onKeyDown={(event) => event.key === 'Enter' && accept()}
            />
          </FormGroup>
        ) : entries.length === 0 ? (
          <p className="steps-element-dialog__empty" role="alert">
            {emptyText}
          </p>
        ) : (
          <FormGroup label={t(`editor.kinds.${kind}`)} labelFor="steps-element-value">
            <HTMLSelect
              id="steps-element-value"
              fill
              value={id}
              onChange={(event) => {
                setId(event.currentTarget.value);
                const tags = catalogue.variable?.find((candidate) => candidate.id === event.currentTarget.value)?.tags ?? [];
                setTag(tags.length === 1 ? (tags[0] as string) : '');
              }}
              options={[
                { value: '', label: t('editor.dialog.choose') },
                ...entries.map((candidate) => ({
                  value: candidate.id,
                  label: kind === 'builtin' ? `${candidate.name} — ${t(`editor.builtins.${candidate.id as BuiltinName}`)}` : candidate.name,
                })),
              ]}
            />
          </FormGroup>
        )}
        {kind === 'variable' && entry ? (
          (entry.tags ?? []).length === 0 ? (
            <p role="alert">{t('editor.dialog.noTags')}</p>
          ) : (
            <FormGroup label={t('editor.dialog.tag')} labelFor="steps-element-tag">
              <HTMLSelect
                id="steps-element-tag"
                fill
                value={tag}
                onChange={(event) => setTag(event.currentTarget.value)}
                options={[{ value: '', label: t('editor.dialog.choose') }, ...(entry.tags ?? []).map((value) => ({ value, label: value }))]}
              />
            </FormGroup>
          )
        ) : null}
        {kind === 'function' && entry ? (
          <p className="bp6-text-muted">{t('editor.dialog.functionArguments', { names: (entry.arguments ?? []).join(', ') })}</p>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.accept')} disabled={!ready} onClick={accept} />
          </>
        }
      />
    </Dialog>
  );
}
