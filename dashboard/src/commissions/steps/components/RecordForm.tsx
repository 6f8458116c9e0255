import { Button, Card, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The create form of indicators and commissions (spec 003 sections 2.2 and 5): a name first, then
 * the company (only once the name has a character), then the position (only once a company is
 * chosen); Continuar once all are there.
 */
export function RecordForm({ extraReady = true, children, onContinue, onCancel }: RecordFormProps) {
  const { t } = useTranslation('commissions');
  const [name, setName] = useState('');
  const [organization, setOrganization] = useState<Organization | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [choosing, setChoosing] = useState<'organization' | 'area' | null>(null);
  const named = name.trim().length >= 1;
  return (
    <Card className="steps-form">
      <FormGroup label={t('editor.form.name')} labelFor="steps-record-name" helperText={named ? undefined : t('editor.form.needsName')}>
        <InputGroup id="steps-record-name" value={name} onValueChange={setName} maxLength={200} autoFocus />
      </FormGroup>
      <FormGroup label={t('editor.form.organization')}>
        {organization ? <Tag large minimal>{organization.name}</Tag> : null}{' '}
        <Button text={t('editor.form.chooseOrganization')} disabled={!named} onClick={() => setChoosing('organization')} />
      </FormGroup>
      <FormGroup label={t('editor.form.area')}>
        {area ? <Tag large minimal>{area.name}</Tag> : null} <Button text={t('editor.form.chooseArea')} disabled={!organization} onClick={() => setChoosing('area')} />
      </FormGroup>
      {children?.({ organization, area })}
      <div className="steps-editor__toolbar">
        <Button text={t('actions.cancel')} onClick={onCancel} />
        <Button intent="primary" text={t('editor.form.continue')} disabled={!named || !organization || !area || !extraReady} onClick={() => organization && area && onContinue({ name: name.trim(), organization, area })} />
      </div>
      <OrganizationSelector
        isOpen={choosing === 'organization'}
        onAccept={(chosen) => {
          if (chosen.id !== organization?.id) setArea(null);
          setOrganization(chosen);
          setChoosing(null);
        }}
        onCancel={() => setChoosing(null)}
      />
      <AreaSelector
        organization={organization}
        isOpen={choosing === 'area'}
        onAccept={(chosen) => {
          setArea(chosen);
          setChoosing(null);
        }}
        onCancel={() => setChoosing(null)}
      />
    </Card>
  );
}
