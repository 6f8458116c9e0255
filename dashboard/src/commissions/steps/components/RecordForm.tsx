import { Button, Card, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_NAME_MAX, recordPlacementSchema } from '../../../../../domain/commissions/forms';
import { errorMessage } from '../../../../../domain/errors/catalogue';
import { useZodForm } from '../../../ui/hooks';
import { toLanguage } from '../../../ui/utils';
import { AreaSelector, OrganizationSelector } from '../../components/selectors';
import type { Area, Organization } from '../../utils/types';

export interface RecordPlacement {
  name: string;
  organization: Organization;
  area: Area;
}

export interface RecordFormProps {
  /** Checks beyond name, company and position (the commission's period); true when none. */
  extraReady?: boolean;
  /** Shown after the position (the commission's option and period). */
  children?: (placement: { organization: Organization | null; area: Area | null }) => ReactNode;
  onContinue: (placement: RecordPlacement) => void;
  onCancel: () => void;
}

/** What the form holds: the name as typed and the chosen company and position (null until chosen). */
interface PlacementFields {
  name: string;
  organization: Organization | null;
  area: Area | null;
}

/**
 * The create form of indicators and commissions (spec 003 sections 2.2 and 5) on the shared
 * placement schema: a name first, then the company (only once the name has a character), then the
 * position (only once a company is chosen); Continuar once all are there.
 */
export function RecordForm({ extraReady = true, children, onContinue, onCancel }: RecordFormProps) {
  const { t, i18n } = useTranslation('commissions');
  const language = toLanguage(i18n.resolvedLanguage);
  const schema = useMemo(() => recordPlacementSchema(errorMessage('COMMISSION_NAME_TOO_SHORT', language, { min: 1 })), [language]);
  const form = useZodForm<typeof schema, PlacementFields>(schema, {
    id: 'steps-record',
    mode: 'onChange',
    defaultValues: { name: '', organization: null, area: null },
  });
  const [choosing, setChoosing] = useState<'organization' | 'area' | null>(null);
  const named = form.watch('name').trim().length >= 1;
  const organization = form.watch('organization');
  const area = form.watch('area');
  const choose = <Name extends 'organization' | 'area'>(name: Name, value: PlacementFields[Name]) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  return (
    <Card className="steps-form">
      <form
        noValidate
        onSubmit={form.submit((placement) => {
          if (placement.organization && placement.area)
            onContinue({ name: placement.name, organization: placement.organization as Organization, area: placement.area as Area });
        })}
      >
        <FormGroup label={t('editor.form.name')} {...form.group('name', named ? undefined : t('editor.form.needsName'))}>
          <InputGroup maxLength={COMMISSION_NAME_MAX} autoFocus {...form.input('name')} />
        </FormGroup>
        <FormGroup label={t('editor.form.organization')}>
          {organization ? (
            <Tag large minimal>
              {organization.name}
            </Tag>
          ) : null}{' '}
          <Button text={t('editor.form.chooseOrganization')} disabled={!named} onClick={() => setChoosing('organization')} />
        </FormGroup>
        <FormGroup label={t('editor.form.area')}>
          {area ? (
            <Tag large minimal>
              {area.name}
            </Tag>
          ) : null}{' '}
          <Button text={t('editor.form.chooseArea')} disabled={!organization} onClick={() => setChoosing('area')} />
        </FormGroup>
        {children?.({ organization, area })}
        <div className="steps-editor__toolbar">
          <Button text={t('actions.cancel')} onClick={onCancel} />
          <Button type="submit" intent="primary" text={t('editor.form.continue')} disabled={form.submitDisabled || !extraReady} />
        </div>
      </form>
      <OrganizationSelector
        isOpen={choosing === 'organization'}
        onAccept={(next) => {
          if (next.id !== organization?.id) choose('area', null);
          choose('organization', next);
          setChoosing(null);
        }}
        onCancel={() => setChoosing(null)}
      />
      <AreaSelector
        organization={organization}
        isOpen={choosing === 'area'}
        onAccept={(next) => {
          choose('area', next);
          setChoosing(null);
        }}
        onCancel={() => setChoosing(null)}
      />
    </Card>
  );
}
