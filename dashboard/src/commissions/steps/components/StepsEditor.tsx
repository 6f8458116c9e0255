import { Button, ButtonGroup, Card, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { type Dispatch, memo, type SetStateAction, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  stepResultName,
  type FormulaScreen,
  type StepElement,
  type StepItem,
  type StepOperatorName,
  type Steps,
} from '../../../../../domain/commissions/steps';
import {
  addBuiltinArguments,
  addItem,
  addStep,
  arithmeticOperators,
  canAddOperand,
  canAddOperator,
  canAddStep,
  comparisonOperators,
  elementKindsPerScreen,
  isFunctionComplete,
  itemAt,
  removeItem,
  removeLastStep,
  replaceItem,
  setArgument,
  stepReferencesFor,
  type ItemAddress,
} from '../../../../../domain/commissions/stepsEditor';
import { builtinArity, type BuiltinName } from '../../../../../domain/commissions/language';
import { elementLabel, isMissing, operatorSymbols, type ElementCatalogue } from '../utils/catalogue';
import { ElementDialog } from './ElementDialog';

export interface StepsEditorProps {
  screen: FormulaScreen;
  steps: Steps;
  setSteps: Dispatch<SetStateAction<Steps>>;
  catalogue: ElementCatalogue;
  /** Records the server said no longer exist (spec 003 section 3.5). */
  noExistingIds: ReadonlySet<string>;
  /** Where the preview or the compiler found a problem: that item is outlined. */
  problem?: { step: number; item: number | null } | null;
  readOnly?: boolean;
}

type DialogState = { mode: 'add' } | { mode: 'replace'; address: ItemAddress } | { mode: 'argument'; address: ItemAddress; argument: number } | null;

const sameAddress = (left: ItemAddress | null, right: ItemAddress) =>
  left !== null && left.step === right.step && left.item === right.item && JSON.stringify(left.inside ?? []) === JSON.stringify(right.inside ?? []);

interface ItemViewProps {
  item: StepItem;
  address: ItemAddress;
  catalogue: ElementCatalogue;
  noExistingIds: ReadonlySet<string>;
  selected: ItemAddress | null;
  flagged: boolean;
  onSelect: (address: ItemAddress) => void;
  onArgument: (address: ItemAddress, argument: number) => void;
  onMoreArguments: (address: ItemAddress) => void;
  readOnly: boolean;
}

/** One item: an element (a function with its argument slots), an operator or a step result. */
function ItemView({ item, address, catalogue, noExistingIds, selected, flagged, onSelect, onArgument, onMoreArguments, readOnly }: ItemViewProps) {
  const { t } = useTranslation('commissions');
  const isSelected = sameAddress(selected, address);
  const select = readOnly ? undefined : () => onSelect(address);
  if (item.type === 'operator') {
    return (
      <Tag
        className="steps-item steps-item--operator"
        interactive={!readOnly}
        large
        minimal={!isSelected}
        intent={isSelected ? 'primary' : 'none'}
        onClick={select}
        data-item="operator"
      >
        {operatorSymbols[item.value]}
      </Tag>
    );
  }
  if (item.type === 'stepResult') {
    return (
      <Tag
        className="steps-item"
        interactive={!readOnly}
        large
        icon="derive-column"
        intent={isSelected ? 'primary' : flagged ? 'danger' : 'success'}
        minimal={!isSelected}
        onClick={select}
        data-item="stepResult"
      >
        {item.name}
      </Tag>
    );
  }
  const missing = isMissing(item, catalogue, noExistingIds);
  const label = elementLabel(item, catalogue);
  const element = (
    <Tag
      className={`steps-item${missing ? ' steps-item--missing' : ''}`}
      interactive={!readOnly}
      large
      intent={isSelected ? 'primary' : missing || flagged ? 'danger' : 'none'}
      minimal={!isSelected}
      onClick={select}
      data-item={item.value.kind}
      title={missing ? t('editor.missingElement') : t(`editor.kinds.${item.value.kind}`)}
    >
      {label}
      {missing ? ` (${t('editor.deleted')})` : ''}
    </Tag>
  );
  if (!item.functionArguments) return element;
  const names = catalogue.function?.find((entry) => entry.id === item.value.value.id)?.arguments;
  const complete = isFunctionComplete(item);
  const arity = item.value.kind === 'builtin' ? builtinArity[item.value.value.id as BuiltinName] : undefined;
  return (
    <span className={`steps-call${complete ? '' : ' steps-call--incomplete'}`} data-complete={complete}>
      {element}
      <span className="steps-call__paren">(</span>
      {item.functionArguments.map((argument, index) => {
        const slotAddress = (position: number): ItemAddress => ({ ...address, inside: [...(address.inside ?? []), { argument: index, item: position }] });
        return (
          <span key={index} className="steps-call__argument">
            {index > 0 ? <span className="steps-call__comma">,</span> : null}
            {argument.length === 0 ? (
              <Button
                size="small"
                variant="outlined"
                intent="warning"
                icon="add"
                disabled={readOnly}
                onClick={() => onArgument(address, index)}
                aria-label={t('editor.fillArgument', { name: names?.[index] ?? index + 1 })}
              >
                {names?.[index] ?? t('editor.argument', { number: index + 1 })}
              </Button>
            ) : (
              <>
                {argument.map((inner, position) => (
                  <ItemView
                    key={position}
                    {...{
                      item: inner,
                      address: slotAddress(position),
                      catalogue,
                      noExistingIds,
                      selected,
                      flagged: false,
                      onSelect,
                      onArgument,
                      onMoreArguments,
                      readOnly,
                    }}
                  />
                ))}
                {!readOnly ? (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={t('editor.fillArgument', { name: names?.[index] ?? index + 1 })}
                    onClick={() => onArgument(address, index)}
                  />
                ) : null}
              </>
            )}
          </span>
        );
      })}
      {arity && item.functionArguments.length + (item.value.value.id === 'tier' ? 2 : 1) <= arity[1] && !readOnly ? (
        <Button size="small" variant="minimal" icon="plus" aria-label={t('editor.moreArguments')} onClick={() => onMoreArguments(address)} />
      ) : null}
      <span className="steps-call__paren">)</span>
    </span>
  );
}

interface StepRowProps {
  items: StepItem[];
  index: number;
  catalogue: ElementCatalogue;
  noExistingIds: ReadonlySet<string>;
  /** The selection when it is in this step (null otherwise, so other steps do not re-render). */
  selected: ItemAddress | null;
  problemItem: number | null | undefined;
  onSelect: (address: ItemAddress) => void;
  onArgument: (address: ItemAddress, argument: number) => void;
  onMoreArguments: (address: ItemAddress) => void;
  readOnly: boolean;
}

/** One step (Paso N): re-renders only when its own items, the selection in it or the catalogue change. */
const StepRow = memo(function StepRow({
  items,
  index,
  catalogue,
  noExistingIds,
  selected,
  problemItem,
  onSelect,
  onArgument,
  onMoreArguments,
  readOnly,
}: StepRowProps) {
  const { t } = useTranslation('commissions');
  return (
    <Card className={`steps-step${problemItem !== undefined ? ' steps-step--problem' : ''}`} data-step={index + 1} compact>
      <div className="steps-step__title">
        <strong>{t('editor.step', { number: index + 1 })}</strong>
        <span className="bp6-text-muted"> {stepResultName(index + 1)}</span>
      </div>
      <div className="steps-step__items" role="list" aria-label={t('editor.step', { number: index + 1 })}>
        {items.length === 0 ? <span className="bp6-text-muted">{t('editor.emptyStep')}</span> : null}
        {items.map((item, position) => (
          <span role="listitem" key={position}>
            <ItemView
              {...{
                item,
                address: { step: index, item: position },
                catalogue,
                noExistingIds,
                selected,
                flagged: problemItem === position + 1,
                onSelect,
                onArgument,
                onMoreArguments,
                readOnly,
              }}
            />
          </span>
        ))}
      </div>
    </Card>
  );
});

/**
 * The steps editor (spec 003 sections 3.3 to 3.5 and 4): steps of items alternating value and
 * operator, built in the last step; a selected item can be replaced or removed anywhere; a
 * function's arguments are filled in its slots. Every rule comes from domain/commissions/steps.ts,
 * the same code the server checks a save with.
 */
export function StepsEditor({ screen, steps, setSteps, catalogue, noExistingIds, problem, readOnly = false }: StepsEditorProps) {
  const { t } = useTranslation('commissions');
  const [selected, setSelected] = useState<ItemAddress | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const kinds = elementKindsPerScreen[screen];
  const selectedItem = selected ? itemAt(steps, selected) : undefined;
  const onSelect = useCallback((address: ItemAddress) => setSelected((current) => (current && sameAddress(current, address) ? null : address)), []);
  const onArgument = useCallback((address: ItemAddress, argument: number) => setDialog({ mode: 'argument', address, argument }), []);
  const onMoreArguments = useCallback((address: ItemAddress) => setSteps((current) => addBuiltinArguments(current, address)), [setSteps]);
  const dialogStep = dialog?.mode === 'add' ? steps.length - 1 : dialog ? dialog.address.step : 0;
  const stepResults = useMemo(() => stepReferencesFor(dialogStep), [dialogStep]);

  const accept = (item: StepItem) => {
    if (!dialog) return;
    if (dialog.mode === 'add') setSteps((current) => addItem(current, item));
    else if (dialog.mode === 'replace') setSteps((current) => replaceItem(current, dialog.address, item));
    else setSteps((current) => setArgument(current, dialog.address, dialog.argument, item));
    setDialog(null);
    setSelected(null);
  };
  const addOperator = (operator: StepOperatorName) => setSteps((current) => addItem(current, { type: 'operator', value: operator }));
  const replaceOperator = (operator: StepOperatorName) => {
    if (selected) setSteps((current) => replaceItem(current, selected, { type: 'operator', value: operator }));
    setSelected(null);
  };
  const operatorMenu = (onPick: (operator: StepOperatorName) => void) => (
    <Menu>
      {comparisonOperators.map((operator) => (
        <MenuItem key={operator} text={operatorSymbols[operator]} label={t(`editor.operators.${operator}`)} onClick={() => onPick(operator)} />
      ))}
    </Menu>
  );

  return (
    <div className="steps-editor">
      <div className="steps-editor__steps">
        {steps.map((items, index) => (
          <StepRow
            key={index}
            items={items}
            index={index}
            catalogue={catalogue}
            noExistingIds={noExistingIds}
            selected={selected && selected.step === index ? selected : null}
            problemItem={problem && problem.step === index + 1 ? problem.item : undefined}
            onSelect={onSelect}
            onArgument={onArgument}
            onMoreArguments={onMoreArguments}
            readOnly={readOnly}
          />
        ))}
      </div>
      {readOnly ? null : (
        <div className="steps-editor__toolbar">
          <Button icon="add" intent="primary" text={t('editor.addElement')} disabled={!canAddOperand(steps)} onClick={() => setDialog({ mode: 'add' })} />
          <ButtonGroup aria-label={t('editor.operatorsLabel')}>
            {arithmeticOperators.map((operator) => (
              <Button
                key={operator}
                text={operatorSymbols[operator]}
                aria-label={t(`editor.operators.${operator}`)}
                disabled={!canAddOperator(steps)}
                onClick={() => addOperator(operator)}
              />
            ))}
            <PopoverNext content={operatorMenu(addOperator)} disabled={!canAddOperator(steps)} placement="bottom">
              <Button text="<>" aria-label={t('editor.comparisons')} disabled={!canAddOperator(steps)} />
            </PopoverNext>
          </ButtonGroup>
          <Button icon="new-layer" text={t('editor.addStep')} disabled={!canAddStep(steps)} onClick={() => setSteps((current) => addStep(current))} />
          <Button
            icon="remove"
            text={t('editor.removeLastStep')}
            disabled={steps.length === 1 && steps[0]?.length === 0}
            onClick={() => setSteps((current) => removeLastStep(current))}
          />
          {selected && selectedItem ? (
            <span className="steps-editor__selection">
              {selectedItem.type === 'operator' ? (
                <PopoverNext
                  placement="bottom"
                  content={
                    <Menu>
                      {[...arithmeticOperators, ...comparisonOperators].map((operator) => (
                        <MenuItem
                          key={operator}
                          text={operatorSymbols[operator]}
                          label={t(`editor.operators.${operator}`)}
                          onClick={() => replaceOperator(operator)}
                        />
                      ))}
                    </Menu>
                  }
                >
                  <Button icon="exchange" text={t('editor.replace')} />
                </PopoverNext>
              ) : (
                <Button icon="exchange" text={t('editor.replace')} onClick={() => setDialog({ mode: 'replace', address: selected })} />
              )}
              <Button
                icon="trash"
                intent="danger"
                text={t('editor.removeElement')}
                onClick={() => {
                  setSteps((current) => removeItem(current, selected));
                  setSelected(null);
                }}
              />
            </span>
          ) : null}
        </div>
      )}
      {dialog ? (
        <ElementDialog
          isOpen
          kinds={kinds}
          catalogue={catalogue}
          stepResults={stepResults}
          title={
            dialog.mode === 'argument'
              ? t('editor.dialog.argumentTitle', { number: dialog.argument + 1 })
              : dialog.mode === 'replace'
                ? t('editor.dialog.replaceTitle')
                : t('editor.dialog.title')
          }
          onAccept={accept}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

export type { StepElement };
