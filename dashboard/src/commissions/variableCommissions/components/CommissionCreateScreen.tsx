import { Button, Callout, Checkbox, FormGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath } from '../../utils/paths';
import { RecordForm } from '../../steps/components';
import { PeriodDialog, type KpiPeriod } from './PeriodDialog';
import { commissionsCrumb, type CommissionCreateState } from './commissionPlacement';

/** comisiones-variables/crear: name, 'Crear comisión variable lista para ejecutar', company, position, period. */
export function CommissionCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const [period, setPeriod] = useState<KpiPeriod | null>(null);
  const [readyToRun, setReadyToRun] = useState(true);
  const [choosing, setChoosing] = useState(false);
  return (
    <CommissionsPage
      title={t('editor.commissions.createTitle')}
      crumbs={[commissionsCrumb(t), { text: t('editor.commissions.createTitle') }]}
      module="VariableCommissions"
    >
      {(grants) => (
        <>
          {/* The list shows its create button to everyone (spec 003 section 6); without write the form says so and does not continue. */}
          {grants.can('VariableCommissions', 'write') ? null : (
            <Callout intent="primary" icon="lock" role="status" style={{ marginBottom: 12 }}>
              {t('editor.readOnly')}
            </Callout>
          )}
          <RecordForm
            extraReady={period !== null && grants.can('VariableCommissions', 'write')}
            onCancel={() => void navigate(commissionsPath('comisiones-variables'))}
            onContinue={(placement) =>
              period &&
              void navigate(commissionsPath('comisiones-variables/crear/pasos'), {
                state: { ...placement, period, readyToRun } satisfies CommissionCreateState,
              })
            }
          >
            {({ area }) => (
              <>
                <Checkbox checked={readyToRun} label={t('editor.commissions.readyToRun')} onChange={(event) => setReadyToRun(event.currentTarget.checked)} />
                <FormGroup label={t('editor.commissions.period')}>
                  {period ? (
                    <Tag large minimal>
                      {t('editor.period.summary', { frequency: t(`editor.period.${period.frequency}`), multiple: period.multiple, date: period.date })}
                    </Tag>
                  ) : null}{' '}
                  <Button text={t('editor.commissions.choosePeriod')} disabled={!area} onClick={() => setChoosing(true)} />
                </FormGroup>
                {choosing ? (
                  <PeriodDialog
                    isOpen
                    initial={period}
                    onCancel={() => setChoosing(false)}
                    onAccept={(chosen) => {
                      setPeriod(chosen);
                      setChoosing(false);
                    }}
                  />
                ) : null}
              </>
            )}
          </RecordForm>
        </>
      )}
    </CommissionsPage>
  );
}
