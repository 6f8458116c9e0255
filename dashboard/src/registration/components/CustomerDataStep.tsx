import { Button, Callout, ControlGroup, FormGroup, HTMLSelect, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLimited,
  customerPhoneTypes,
  MAX_REGISTRATION_EMAILS,
  MAX_REGISTRATION_PHONES,
  phoneInput,
  type CustomerPhoneType,
} from '../../../../domain/customers/registrationRules';
import { useNearViewport } from '../../ui/hooks/useNearViewport';
import { useNearestStores, usePostalCodes } from '../hooks';
import { type RegistrationForm } from '../utils/form';
import { problemOf } from '../utils';
import { BirthdayField } from './BirthdayField';
import { ContactWarning } from './ContactWarning';
import { InePhotoPicker } from './InePhotoPicker';

export interface CustomerDataStepProps {
  form: RegistrationForm;
  onChange: (change: (form: RegistrationForm) => RegistrationForm) => void;
  /** Catalogue messages of the fields the visitor already touched. */
  problems: Record<string, string>;
  onTouch: (field: string) => void;
  /** The form's checks have loaded (the visitor started using it): the date field loads with them. */
  checksReady: boolean;
}

// Leaflet (about 150 kB) loads with the map only, not with every public page.
const StoreMap = lazy(() => import('./StoreMap').then((module) => ({ default: module.StoreMap })));

const emptyAddress = { route_street_number: '', sublocality: '', locality: '', political: '', postal_code: '', references: '' };

/** Step 1 "Enter your Information" (spec 000 sections 3 and 5). */
export function CustomerDataStep({ form, onChange, problems, onTouch, checksReady }: CustomerDataStepProps) {
  const { t } = useTranslation('registration');
  const stores = useNearestStores(form.position);
  const storeRows = stores.data?.nearestStores ?? [];
  const nearestStoreId = stores.data?.nearestStores[0]?.warehouseId;
  const postalCode = form.address?.postal_code ?? '';
  const postalCodes = usePostalCodes(postalCode);
  const neighbourhoods = postalCodes.data?.postalCodes ?? [];
  // The map (Leaflet) loads when the visitor scrolls near it, not with the page.
  const mapRegion = useRef<HTMLDivElement>(null);
  // The map (Leaflet, a quarter of the page's JavaScript) loads once a fifth of it is on screen:
  // on a laptop screen only its top edge shows below the form, and the page stays light until the
  // visitor scrolls to it.
  const mapNear = useNearViewport(mapRegion, '0px', 0.2);
  const mapPlaceholder = <div ref={mapRegion} className="store-map__canvas" aria-busy="true" aria-label={t('fields.mapLabel')} role="region" />;

  // The nearest store is offered first and preselected until the visitor picks one.
  useEffect(() => {
    if (!form.warehouseId && !stores.isPlaceholderData && nearestStoreId)
      onChange((current) => (current.warehouseId ? current : { ...current, warehouseId: nearestStoreId }));
  }, [form.warehouseId, stores.isPlaceholderData, nearestStoreId, onChange]);

  const field = (name: 'customerName' | 'customerSecondName' | 'customerLastName', optional = false) => {
    const problem = problemOf(problems, name);
    return (
      <FormGroup
        label={t(`fields.${name}`)}
        labelFor={`registration-${name}`}
        labelInfo={optional ? t('fields.optional') : undefined}
        intent={problem ? 'danger' : 'none'}
        helperText={problem}
      >
        <InputGroup
          id={`registration-${name}`}
          value={form[name]}
          intent={problem ? 'danger' : 'none'}
          onChange={(event) => onChange((current) => ({ ...current, [name]: event.target.value }))}
          onBlur={() => onTouch(name)}
        />
      </FormGroup>
    );
  };
  const phonesProblem = problemOf(problems, 'phones');
  const emailsProblem = problemOf(problems, 'emails');
  const taxpayerProblem = problemOf(problems, 'taxpayer');
  const storeProblem = problemOf(problems, 'warehouseId');
  const address = form.address;
  const setAddress = (change: Partial<typeof emptyAddress>) =>
    onChange((current) => ({ ...current, address: { ...(current.address ?? emptyAddress), ...change } }));

  return (
    <div className="registration-data">
      <div className="registration-data__names">
        {field('customerName')}
        {field('customerSecondName')}
        {field('customerLastName', true)}
        <BirthdayField
          value={form.customerBirthday}
          onChange={(customerBirthday) => onChange((current) => ({ ...current, customerBirthday }))}
          onBlur={() => onTouch('customerBirthday')}
          problem={problemOf(problems, 'customerBirthday')}
          ready={checksReady}
        />
      </div>

      <FormGroup label={t('fields.phones')} intent={phonesProblem ? 'danger' : 'none'} helperText={phonesProblem}>
        {form.phones.map((phone, index) => (
          <div key={index} className="registration-data__row">
            <ControlGroup>
              <HTMLSelect
                aria-label={t('fields.phoneType', { number: index + 1 })}
                value={phone.phoneType}
                options={customerPhoneTypes.map((type) => ({ value: type, label: t(`phoneTypes.${type}`) }))}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    phones: current.phones.map((entry, at) => (at === index ? { ...entry, phoneType: event.target.value as CustomerPhoneType } : entry)),
                  }))
                }
              />
              <InputGroup
                aria-label={t('fields.phone', { number: index + 1 })}
                inputMode="numeric"
                leftElement={<span className="registration-data__prefix">+52</span>}
                value={phone.phone}
                intent={problemOf(problems, `phones.${index}`) ? 'danger' : 'none'}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    phones: current.phones.map((entry, at) => (at === index ? { ...entry, phone: phoneInput(event.target.value) } : entry)),
                  }))
                }
                onBlur={() => onTouch('phones')}
              />
              <Button
                icon="trash"
                aria-label={t('fields.removePhone', { number: index + 1 })}
                onClick={() => {
                  onTouch('phones');
                  onChange((current) => ({ ...current, phones: current.phones.filter((_entry, at) => at !== index) }));
                }}
              />
            </ControlGroup>
            <ContactWarning phone={phone.phone} />
          </div>
        ))}
        <Button
          icon="phone"
          variant="minimal"
          text={t('fields.addPhone')}
          onClick={() =>
            onChange((current) => ({ ...current, phones: addLimited(current.phones, { phoneType: 'mobile', phone: '' }, MAX_REGISTRATION_PHONES) }))
          }
        />
      </FormGroup>

      <FormGroup label={t('fields.emails')} labelInfo={t('fields.optional')} intent={emailsProblem ? 'danger' : 'none'} helperText={emailsProblem}>
        {form.emails.map((email, index) => (
          <div key={index} className="registration-data__row">
            <ControlGroup>
              <InputGroup
                aria-label={t('fields.email', { number: index + 1 })}
                type="email"
                value={email}
                intent={problemOf(problems, `emails.${index}`) ? 'danger' : 'none'}
                onChange={(event) =>
                  onChange((current) => ({ ...current, emails: current.emails.map((entry, at) => (at === index ? event.target.value : entry)) }))
                }
                onBlur={() => onTouch('emails')}
              />
              <Button
                icon="trash"
                aria-label={t('fields.removeEmail', { number: index + 1 })}
                onClick={() => onChange((current) => ({ ...current, emails: current.emails.filter((_entry, at) => at !== index) }))}
              />
            </ControlGroup>
            <ContactWarning email={email} />
          </div>
        ))}
        <Button
          icon="envelope"
          variant="minimal"
          text={t('fields.addEmail')}
          onClick={() => onChange((current) => ({ ...current, emails: addLimited(current.emails, '', MAX_REGISTRATION_EMAILS) }))}
        />
        <p className="registration-data__note">{t('fields.limitNote')}</p>
      </FormGroup>

      <InePhotoPicker photo={form.inePhoto} onChange={(inePhoto) => onChange((current) => ({ ...current, inePhoto }))} />

      {form.taxpayer ? (
        <Section
          compact
          title={t('fields.taxpayer')}
          rightElement={
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('fields.removeTaxpayer')}
              onClick={() => onChange((current) => ({ ...current, taxpayer: null }))}
            />
          }
        >
          <SectionCard>
            {taxpayerProblem ? (
              <Callout intent="danger" compact>
                {taxpayerProblem}
              </Callout>
            ) : null}
            <FormGroup label={t('fields.taxpayerName')} labelFor="registration-taxpayer-name">
              <InputGroup
                id="registration-taxpayer-name"
                value={form.taxpayer.taxpayerName}
                onBlur={() => onTouch('taxpayer')}
                onChange={(event) =>
                  onChange((current) => ({ ...current, taxpayer: { ...(current.taxpayer ?? { identification: '' }), taxpayerName: event.target.value } }))
                }
              />
            </FormGroup>
            <FormGroup label={t('fields.identification')} labelFor="registration-taxpayer-id">
              <InputGroup
                id="registration-taxpayer-id"
                value={form.taxpayer.identification}
                onBlur={() => onTouch('taxpayer')}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    taxpayer: { ...(current.taxpayer ?? { taxpayerName: '' }), identification: event.target.value.toUpperCase() },
                  }))
                }
              />
            </FormGroup>
          </SectionCard>
        </Section>
      ) : (
        <Button
          icon="bank-account"
          variant="minimal"
          text={t('fields.addTaxpayer')}
          onClick={() => onChange((current) => ({ ...current, taxpayer: { taxpayerName: '', identification: '' } }))}
        />
      )}

      {address ? (
        <Section
          compact
          title={t('fields.address')}
          rightElement={
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('fields.removeAddress')}
              onClick={() => onChange((current) => ({ ...current, address: null }))}
            />
          }
        >
          <SectionCard>
            <div className="registration-data__names">
              <FormGroup
                label={t('fields.postalCode')}
                labelFor="registration-postal-code"
                helperText={problemOf(problems, 'address.postal_code')}
                intent={problemOf(problems, 'address.postal_code') ? 'danger' : 'none'}
              >
                <InputGroup
                  id="registration-postal-code"
                  inputMode="numeric"
                  value={address.postal_code}
                  onBlur={() => onTouch('address')}
                  onChange={(event) =>
                    setAddress({ postal_code: event.target.value.replace(/\D/g, '').slice(0, 5), sublocality: '', locality: '', political: '' })
                  }
                />
              </FormGroup>
              <FormGroup
                label={t('fields.neighbourhood')}
                labelFor="registration-neighbourhood"
                helperText={
                  postalCodes.isFetching
                    ? t('fields.postalCodeLoading')
                    : postalCodes.isSuccess && neighbourhoods.length === 0
                      ? t('fields.postalCodeUnknown')
                      : undefined
                }
              >
                <HTMLSelect
                  id="registration-neighbourhood"
                  fill
                  value={address.sublocality}
                  disabled={neighbourhoods.length === 0}
                  options={[
                    { value: '', label: t('fields.chooseNeighbourhood') },
                    ...neighbourhoods.map((row) => ({ value: row.d_asenta, label: row.d_asenta })),
                  ]}
                  onChange={(event) => {
                    const row = neighbourhoods.find((entry) => entry.d_asenta === event.target.value);
                    setAddress({ sublocality: row?.d_asenta ?? '', locality: row?.d_mnpio ?? '', political: row?.d_estado ?? '' });
                  }}
                />
              </FormGroup>
              <FormGroup label={t('fields.municipality')} labelFor="registration-municipality">
                <InputGroup id="registration-municipality" readOnly value={address.locality} />
              </FormGroup>
              <FormGroup label={t('fields.state')} labelFor="registration-state">
                <InputGroup id="registration-state" readOnly value={address.political} />
              </FormGroup>
            </div>
            <FormGroup label={t('fields.street')} labelFor="registration-street">
              <InputGroup
                id="registration-street"
                value={address.route_street_number}
                onChange={(event) => setAddress({ route_street_number: event.target.value })}
              />
            </FormGroup>
            <FormGroup label={t('fields.references')} labelFor="registration-references" labelInfo={t('fields.optional')}>
              <InputGroup id="registration-references" value={address.references} onChange={(event) => setAddress({ references: event.target.value })} />
            </FormGroup>
          </SectionCard>
        </Section>
      ) : (
        <Button
          icon="home"
          variant="minimal"
          text={t('fields.addAddress')}
          onClick={() => onChange((current) => ({ ...current, address: { ...emptyAddress } }))}
        />
      )}

      <div className="registration-data__store">
        <FormGroup
          label={t('fields.store')}
          labelFor="registration-store"
          intent={storeProblem ? 'danger' : 'none'}
          helperText={stores.isPending ? t('fields.storesLoading') : storeProblem}
        >
          <HTMLSelect
            id="registration-store"
            fill
            value={form.warehouseId}
            options={[
              { value: '', label: t('fields.chooseStore') },
              ...storeRows.map((store) => ({
                value: store.warehouseId,
                label: t('fields.storeOption', { name: store.warehouseName, distance: store.distanceKm.toFixed(1) }),
              })),
            ]}
            onChange={(event) => onChange((current) => ({ ...current, warehouseId: event.target.value }))}
          />
        </FormGroup>
        <FormGroup label={t('fields.map')} helperText={t('fields.mapHelp')}>
          {mapNear ? (
            <Suspense fallback={mapPlaceholder}>
              <StoreMap
                position={form.position}
                stores={storeRows}
                selectedStoreId={form.warehouseId}
                // A new position re-orders the stores; the nearest one is chosen again.
                onPlace={(position) => onChange((current) => ({ ...current, position, positionPlaced: true, warehouseId: '' }))}
                onPickStore={(warehouseId) => onChange((current) => ({ ...current, warehouseId }))}
              />
            </Suspense>
          ) : (
            mapPlaceholder
          )}
        </FormGroup>
      </div>
    </div>
  );
}
