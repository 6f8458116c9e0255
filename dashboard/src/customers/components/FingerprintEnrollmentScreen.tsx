import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, FormGroup, H4, HTMLSelect, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrollmentStoreFormSchema, preregistrationCodeSearchSchema } from '../../../../domain/customers/enrollment';
import { DEFAULT_MAP_CENTRE } from '../../../../domain/customers/registration';
import { isGraphqlRequestError } from '../../graphql';
import { useNearestStores } from '../../registration/hooks';
import { ScreenHeading } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCustomerByPreregistrationCode, useEnrollFingerprints } from '../hooks';
import { createDemoFingerprintReader, fingers, hands, MIN_FINGERPRINTS, type FingerprintReader, type FingerType } from '../utils';

/** The browser's reader: the demo reader of the embedded default (a store's SDK plugs in here). */
const defaultReader: FingerprintReader = createDemoFingerprintReader();

export interface FingerprintEnrollmentScreenProps {
  reader?: FingerprintReader;
}

/**
 * /prometheus/customer/enrollment: completes a pre-registration with at least two fingerprints (spec 001).
 * The code and the store are useZodForms on the shared enrollment schemas: a code that is not 15
 * letters and digits shows under the box and the search stays off.
 */
export function FingerprintEnrollmentScreen({ reader = defaultReader }: FingerprintEnrollmentScreenProps) {
  const { t } = useTranslation('customers');
  const codeForm = useZodForm(preregistrationCodeSearchSchema, { id: 'enrollment', mode: 'onChange', defaultValues: { code: '' } });
  const storeForm = useZodForm(enrollmentStoreFormSchema, { id: 'enrollment', mode: 'onChange', defaultValues: { warehouseId: '' } });
  const warehouseId = storeForm.watch('warehouseId');
  const [code, setCode] = useState('');
  const [storeFilter, setStoreFilter] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [captured, setCaptured] = useState<Partial<Record<FingerType, string>>>({});
  const [scanning, setScanning] = useState<FingerType | null>(null);
  const found = useCustomerByPreregistrationCode(code);
  const stores = useNearestStores(DEFAULT_MAP_CENTRE);
  const enroll = useEnrollFingerprints();
  const customer = found.data?.customerByPreregistrationCode;
  const notFound = found.isError && isGraphqlRequestError(found.error) && found.error.errorCode === 'PREREGISTRATION_CODE_NOT_FOUND';
  const storeRows = useMemo(
    () =>
      (stores.data?.nearestStores ?? []).filter((store) =>
        `${store.warehouseId} ${store.warehouseName}`.toLowerCase().includes(storeFilter.trim().toLowerCase()),
      ),
    [stores.data, storeFilter],
  );
  const enrolled = customer?.fingerTypes ?? [];
  const capturedCount = Object.keys(captured).length;
  // Spec 001 offers 'Enroll Fingerprints' once at least two fingers are captured.
  const enoughFingers = capturedCount >= MIN_FINGERPRINTS;

  const search = codeForm.submit((searched) => {
    setCode(searched.code);
    storeForm.reset({ warehouseId: '' });
  });
  const reset = () => {
    codeForm.reset({ code: '' });
    setCode('');
    storeForm.reset({ warehouseId: '' });
    setCaptured({});
    setDialogOpen(false);
  };
  const capture = async (fingerType: FingerType) => {
    setScanning(fingerType);
    try {
      const template = await reader.capture(fingerType);
      setCaptured((current) => ({ ...current, [fingerType]: template }));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setScanning(null);
    }
  };
  const submit = () => {
    if (!customer || !enoughFingers) return;
    enroll.mutate(
      {
        input: {
          customerId: customer.id,
          warehouseId,
          fingers: Object.entries(captured).map(([fingerType, fingerTemplate]) => ({ fingerType, fingerTemplate: fingerTemplate ?? '' })),
        },
      },
      {
        onSuccess: () => {
          void showToast({ message: t('enrollment.success', { name: customer.customerName }), intent: 'success', icon: 'endorsed' });
          reset();
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <div className="enrollment">
      <ScreenHeading title={t('enrollment.title')} />
      <form onSubmit={search}>
        <FormGroup label={t('enrollment.prompt')} {...codeForm.group('code')}>
          <InputGroup
            {...codeForm.input('code')}
            className="enrollment__search"
            placeholder={t('enrollment.code')}
            rightElement={<Button type="submit" variant="minimal" icon="search" aria-label={t('enrollment.search')} disabled={codeForm.submitDisabled} />}
          />
        </FormGroup>
      </form>
      {found.isFetching ? <Spinner size={24} /> : null}
      {notFound ? (
        <Callout intent="warning" icon="search">
          {t('enrollment.notFound')}
        </Callout>
      ) : found.isError && !notFound ? (
        <Callout intent="danger">{found.error.message}</Callout>
      ) : null}

      {customer ? (
        <>
          <FormGroup label={t('enrollment.store')} {...storeForm.group('warehouseId')}>
            <InputGroup
              leftIcon="search"
              placeholder={t('enrollment.filterStores')}
              aria-label={t('enrollment.filterStores')}
              value={storeFilter}
              onChange={(event) => setStoreFilter(event.target.value)}
              className="enrollment__search"
            />
            <HTMLSelect
              id="enrollment-warehouseId"
              value={warehouseId}
              onChange={(event) => storeForm.setValue('warehouseId', event.target.value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
              options={[
                { value: '', label: t('enrollment.chooseStore') },
                ...storeRows.map((store) => ({
                  value: store.warehouseId,
                  label: t('enrollment.storeDistance', { name: store.warehouseName, distance: store.distanceKm.toFixed(1) }),
                })),
              ]}
            />
          </FormGroup>
          {warehouseId ? (
            <Card className="enrollment__card" elevation={1}>
              <H4>{customer.customerName}</H4>
              <p>
                <Tag minimal>{customer.preregistrationCode}</Tag> {customer.customerTypeName} · {customer.phones.map((phone) => phone.phone).join(', ')}
                {customer.blacklisted ? <Tag intent="danger">{t('enrollment.blocked')}</Tag> : null}
              </p>
              <Callout intent={enrolled.length >= MIN_FINGERPRINTS ? 'success' : 'primary'} icon="hand-up">
                {t('enrollment.registered', { count: enrolled.length })}
                {enrolled.length >= MIN_FINGERPRINTS ? ` · ${t('enrollment.alreadyRegistered')}` : ''}
              </Callout>
              <div className="enrollment__actions">
                <Button
                  intent="primary"
                  icon="hand-up"
                  text={t('enrollment.addFingerprint')}
                  disabled={enrolled.length > 0 || customer.blacklisted}
                  onClick={() => setDialogOpen(true)}
                />
                <Button icon="search" text={t('enrollment.searchNew')} onClick={reset} />
              </div>
            </Card>
          ) : null}
        </>
      ) : null}

      <Dialog
        isOpen={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('enrollment.dialogTitle', { name: customer?.customerName ?? '' })}
        icon="hand-up"
        style={{ width: 640 }}
      >
        <DialogBody>
          <p>{t('enrollment.reader', { name: reader.name })}</p>
          <div className="enrollment__hands">
            {hands.map((hand) => (
              <div key={hand} className="enrollment__hand" role="group" aria-label={hand === 'LEFT' ? t('enrollment.leftHand') : t('enrollment.rightHand')}>
                <H4>{hand === 'LEFT' ? t('enrollment.leftHand') : t('enrollment.rightHand')}</H4>
                {fingers.map((finger) => {
                  const fingerType = `${hand}_${finger}` as FingerType;
                  const done = Boolean(captured[fingerType]) || enrolled.includes(fingerType);
                  return (
                    <Button
                      key={fingerType}
                      icon={done ? 'tick-circle' : 'hand-up'}
                      intent={done ? 'success' : 'none'}
                      active={done}
                      loading={scanning === fingerType}
                      disabled={scanning !== null && scanning !== fingerType}
                      text={t('enrollment.finger', {
                        hand: hand === 'LEFT' ? t('enrollment.leftHand') : t('enrollment.rightHand'),
                        finger: t(`enrollment.fingers.${finger}`),
                      })}
                      onClick={() => void capture(fingerType)}
                    />
                  );
                })}
              </div>
            ))}
          </div>
          {scanning ? <p>{t('enrollment.scanning')}</p> : null}
          {enoughFingers ? null : (
            <Callout intent="primary" icon="info-sign" data-testid="enrollment-hint">
              {t('enrollment.tooFew')}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('enrollment.cancel')} onClick={() => setDialogOpen(false)} />
              <Button
                intent="primary"
                icon="endorsed"
                text={t('enrollment.enroll')}
                loading={enroll.isPending}
                disabled={scanning !== null || !enoughFingers}
                onClick={submit}
              />
            </>
          }
        />
      </Dialog>
    </div>
  );
}
