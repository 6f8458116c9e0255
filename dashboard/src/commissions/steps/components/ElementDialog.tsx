import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { elementChoiceSchema, elementNumber } from '../../../../../domain/commissions/forms';
import type { BuiltinName } from '../../../../../domain/commissions/language';
import { type ElementKind, type StepItem } from '../../../../../domain/commissions/steps';
import { newElement } from '../../../../../domain/commissions/stepsEditor';
import { FormDialog } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
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
 * an earlier step's result. Aceptar stays disabled until a value is chosen (spec 003 section 5),
 * checked by the shared elementChoiceSchema: a constant that is not a number says so under it.
 */
export function ElementDialog({ isOpen, kinds, catalogue, stepResults, title, onAccept, onClose }: ElementDialogProps) {
  const { t } = useTranslation('commissions');
  const choices = [...kinds, ...(stepResults.length > 0 ? (['stepResult'] as const) : [])];
  const empty = (kind: ElementKind | 'stepResult') => ({ kind, value: '', tag: '', number: '' });
  const form = useZodForm(elementChoiceSchema, { id: 'steps-element', mode: 'onChange', defaultValues: empty(choices[0] ?? 'constant') });
  const kind = form.watch('kind') as ElementKind | 'stepResult';
  const id = form.watch('value');
  const entries: CatalogueEntry[] = kind === 'stepResult' ? stepResults.map((name) => ({ id: name, name })) : (catalogue[kind] ?? []);
  const entry = entries.find((candidate) => candidate.id === id);
  const set = (name: 'value' | 'tag' | 'number', value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const kindSelect = form.select('kind');
  const valueSelect = form.select('value');
  const accept = (choice: z.output<typeof elementChoiceSchema>) => {
    const { value } = choice;
    if (kind === 'stepResult') onAccept({ type: 'stepResult', name: value });
    else if (kind === 'constant') onAccept(newElement('constant', { id: '', number: elementNumber(choice.number) }));
    else if (kind === 'variable') onAccept(newElement('variable', { id: value, tag: choice.tag }, { name: entry?.name }));
    else if (kind === 'function') onAccept(newElement('function', { id: value }, { name: entry?.name, argumentCount: entry?.arguments?.length ?? 0 }));
    else if (kind === 'builtin') onAccept(newElement('builtin', { id: value as BuiltinName }, { name: value }));
    else onAccept(newElement(kind, { id: value }, { name: entry?.name }));
    form.reset(empty(kind));
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
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      className="steps-element-dialog"
      onSubmit={form.submit(accept)}
      form={form}
      submitText={t('actions.accept')}
      saving={false}
    >
      <FormGroup label={t('editor.dialog.kind')} {...form.group('kind')}>
        <HTMLSelect
          fill
          {...kindSelect}
          onChange={(event) => {
            kindSelect.onChange(event);
            // Another kind starts its choice afresh.
            form.reset(empty(event.currentTarget.value as ElementKind), { keepDefaultValues: true });
          }}
          options={choices.map((value) => ({ value, label: t(`editor.kinds.${value}`) }))}
        />
      </FormGroup>
      {kind === 'constant' ? (
        <FormGroup label={t('editor.dialog.number')} {...form.group('number')}>
          <InputGroup inputMode="decimal" autoFocus {...form.input('number')} />
        </FormGroup>
      ) : entries.length === 0 ? (
        <p className="steps-element-dialog__empty" role="alert">
          {emptyText}
        </p>
      ) : (
        <FormGroup label={t(`editor.kinds.${kind}`)} {...form.group('value')}>
          <HTMLSelect
            fill
            {...valueSelect}
            onChange={(event) => {
              valueSelect.onChange(event);
              const tags = catalogue.variable?.find((candidate) => candidate.id === event.currentTarget.value)?.tags ?? [];
              set('tag', tags.length === 1 ? (tags[0] as string) : '');
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
          <FormGroup label={t('editor.dialog.tag')} {...form.group('tag')}>
            <HTMLSelect
              fill
              {...form.select('tag')}
              options={[{ value: '', label: t('editor.dialog.choose') }, ...(entry.tags ?? []).map((value) => ({ value, label: value }))]}
            />
          </FormGroup>
        )
      ) : null}
      {kind === 'function' && entry ? (
        <p className="bp6-text-muted">{t('editor.dialog.functionArguments', { names: (entry.arguments ?? []).join(', ') })}</p>
      ) : null}
    </FormDialog>
  );
}
