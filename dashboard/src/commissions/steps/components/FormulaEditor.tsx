import { Button, Callout, Spinner } from '@blueprintjs/core';
import { type Dispatch, type ReactNode, type SetStateAction, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepsToExpression, type FormulaScreen, type Steps } from '../../../../../domain/commissions/steps';
import { canTest } from '../../../../../domain/commissions/stepsEditor';
import { type GraphqlRequestError } from '../../../graphql';
import { showToast } from '../../../ui/toaster';
import { useElementCatalogue } from '../hooks';
import { codeScan } from '../utils/codeScan';
import type { ElementCatalogue } from '../utils/catalogue';
import { FormulaMath } from './FormulaMath';
import { PreviewPanel } from './PreviewPanel';
import { StepsEditor } from './StepsEditor';
import './steps.css';

/** Spec 003 sections 4 and 9: the save alert shows 2 s after sending starts, for 2.5 s. */
export const KPI_SAVED_DELAY_MS = 2000;
export const KPI_SAVED_SHOWN_MS = 2500;
/** The global toast hides after 6 s (spec 003 section 9). */
export const NOTICE_MS = 6000;

export type NoticeScreen = 'indicator' | 'commission' | 'function';

/** The missing kind a save refusal names picks the message (spec 003 section 5); its ids become noExistingIds. */
export function saveFailure(error: unknown): {
  notice: 'missingFunction' | 'missingParameter' | 'missingVariable' | 'missingIndicator' | null;
  noExistingIds: string[];
} {
  const request = error as Partial<GraphqlRequestError>;
  const code = request.errorCode ?? '';
  const data = request.details?.[0]?.data as { noExistingIds?: unknown } | undefined;
  const ids = Array.isArray(data?.noExistingIds) ? data.noExistingIds.filter((id): id is string => typeof id === 'string') : [];
  const notice =
    code === 'COMMISSION_MISSING_FUNCTION'
      ? 'missingFunction'
      : code === 'COMMISSION_MISSING_PARAMETER'
        ? 'missingParameter'
        : code === 'COMMISSION_MISSING_VARIABLE'
          ? 'missingVariable'
          : code === 'COMMISSION_MISSING_INDICATOR'
            ? 'missingIndicator'
            : null;
  return { notice, noExistingIds: ids };
}

export interface FormulaEditorProps {
  screen: FormulaScreen;
  organizationId: string | null;
  areaId: string | null;
  steps: Steps;
  setSteps: Dispatch<SetStateAction<Steps>>;
  tested: boolean;
  setTested: (tested: boolean) => void;
  noExistingIds: ReadonlySet<string>;
  /** A helper function's own parameters (the only elements its steps may use). */
  functionArguments?: string[];
  period?: { frequency: string; multiple: number };
  readOnly?: boolean;
  /** Shown beside 'Probar' (Guardar, the active toggle, Correr). */
  actions?: ReactNode;
}

/**
 * The steps editor with what surrounds it: 'Probar' (enabled by the spec's rule, the expression
 * checked by the compiler), the formula as math, and the server preview of each step's value.
 */
export function FormulaEditor({
  screen,
  organizationId,
  areaId,
  steps,
  setSteps,
  tested,
  setTested,
  noExistingIds,
  functionArguments,
  period,
  readOnly,
  actions,
}: FormulaEditorProps) {
  const { t } = useTranslation('commissions');
  const loaded = useElementCatalogue(screen, organizationId, areaId);
  const [problem, setProblem] = useState<{ step: number; item: number | null } | null>(null);
  const [testing, setTesting] = useState(false);
  // Stable between edits, so only the edited step re-renders (each step row is memoised).
  const argumentKey = functionArguments?.join('\u0000');
  const catalogue: ElementCatalogue = useMemo(
    () => ({
      ...(loaded.data ?? {}),
      ...(argumentKey !== undefined ? { parameterFunction: argumentKey.split('\u0000').map((name) => ({ id: name, name })) } : {}),
    }),
    [loaded.data, argumentKey],
  );
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const notice = screen;

  const test = async () => {
    setTesting(true);
    try {
      let expression: string;
      try {
        expression = stepsToExpression(steps).expression;
      } catch {
        setTested(false);
        void showToast({ message: t(`editor.notices.${notice}.testBad`), intent: 'danger', timeout: NOTICE_MS });
        return;
      }
      const answer = await codeScan(expression, screen, functionArguments);
      if (answer.data) {
        setTested(true);
        setProblem(null);
        void showToast({ message: t(`editor.notices.${notice}.testOk`), intent: 'success', timeout: NOTICE_MS });
      } else {
        setTested(false);
        if (answer.error) setProblem({ step: answer.error.line, item: null });
        void showToast({
          message: `${t(`editor.notices.${notice}.testBad`)}${answer.error ? `: ${answer.error.message}` : ''}`,
          intent: 'danger',
          timeout: NOTICE_MS,
        });
      }
    } catch {
      setTested(false);
      void showToast({ message: t(`editor.notices.${notice}.testFailed`), intent: 'danger', timeout: NOTICE_MS });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="steps-workbench">
      {loaded.isPending && screen !== 'function' ? <Spinner size={20} /> : null}
      {loaded.error ? <Callout intent="danger">{loaded.error.message}</Callout> : null}
      <div className="steps-workbench__main">
        {readOnly ? (
          <Callout intent="primary" icon="lock" className="steps-workbench__read-only" role="status">
            {t('editor.readOnly')}
          </Callout>
        ) : null}
        <StepsEditor
          screen={screen}
          steps={steps}
          setSteps={setSteps}
          catalogue={catalogue}
          noExistingIds={noExistingIds}
          problem={problem}
          readOnly={readOnly}
        />
        <div className="steps-workbench__actions">
          {readOnly ? null : (
            <Button icon="lab-test" text={t('editor.test')} disabled={!canTest(steps, screen)} loading={testing} onClick={() => void test()} />
          )}
          {actions}
          {!tested && !readOnly ? <span className="bp6-text-muted">{t('editor.untested')}</span> : null}
        </div>
      </div>
      <aside className="steps-workbench__side">
        <h4>{t('editor.math')}</h4>
        <FormulaMath steps={steps} catalogue={catalogue} label={t('editor.math')} />
        {screen !== 'function' && areaId ? (
          <PreviewPanel type={screen} areaId={areaId} stepsRef={stepsRef} frequency={period?.frequency} multiple={period?.multiple} onProblem={setProblem} />
        ) : null}
      </aside>
    </div>
  );
}

/**
 * Sends a save: 'Tú KPI se guardo correctamente!' appears 2 s after sending starts and stays
 * 2.5 s (spec 003 sections 4 and 9), then the success or failure notice of the screen.
 */
export async function saveWithNotices<T>(send: () => Promise<T>, texts: { kpiSaved: string; success: string }): Promise<T> {
  const started = Date.now();
  const answer = await send();
  const wait = Math.max(0, KPI_SAVED_DELAY_MS - (Date.now() - started));
  void showToast({ message: texts.success, intent: 'success', timeout: NOTICE_MS });
  setTimeout(() => void showToast({ message: texts.kpiSaved, intent: 'success', icon: 'tick-circle', timeout: KPI_SAVED_SHOWN_MS }), wait);
  return answer;
}
