import { Button, Callout, Checkbox, Collapse, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legalTimestamp, type LegalType } from '../../../../domain/customers/registrationRules';
import { type RegistrationForm } from '../utils/form';

interface LegalSection {
  title: string;
  paragraphs: string[];
}

const documentKey: Record<LegalType, 'terms' | 'privacyNotice'> = { termsAndConditions: 'terms', noticePrivacy: 'privacyNotice' };
const acceptKey: Record<LegalType, 'legals.acceptTerms' | 'legals.acceptPrivacy'> = {
  termsAndConditions: 'legals.acceptTerms',
  noticePrivacy: 'legals.acceptPrivacy',
};

export interface LegalsStepProps {
  form: RegistrationForm;
  onChange: (change: (form: RegistrationForm) => RegistrationForm) => void;
  problem: string | null;
}

/** Step 2 "Terms and Conditions": two expandable panels, each with its acceptance box (epoch seconds or 0). */
export function LegalsStep({ form, onChange, problem }: LegalsStepProps) {
  const { t } = useTranslation('registration');
  const { t: tPublic } = useTranslation('landing');
  const [open, setOpen] = useState<LegalType | null>(null);
  return (
    <div className="registration-legals">
      {form.legals.map((legal) => {
        const key = documentKey[legal.legalType];
        const intro = tPublic(`${key}.intro`, { returnObjects: true }) as string[];
        const sections = tPublic(`${key}.sections`, { returnObjects: true }) as LegalSection[];
        const expanded = open === legal.legalType;
        return (
          <Section
            key={legal.legalType}
            compact
            title={t(`legals.${legal.legalType}`)}
            rightElement={
              <Button
                variant="minimal"
                icon={expanded ? 'chevron-up' : 'chevron-down'}
                text={expanded ? t('legals.close') : t('legals.open')}
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : legal.legalType)}
              />
            }
          >
            <Collapse isOpen={expanded}>
              <SectionCard className="registration-legals__text">
                {[...intro, ...sections.flatMap((section) => [section.title, ...section.paragraphs])].map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </SectionCard>
            </Collapse>
            <SectionCard>
              <Checkbox
                label={t(acceptKey[legal.legalType])}
                checked={legal.datetime > 0}
                onChange={(event) => {
                  const datetime = legalTimestamp(event.currentTarget.checked, Date.now());
                  onChange((current) => ({
                    ...current,
                    legals: current.legals.map((entry) => (entry.legalType === legal.legalType ? { ...entry, datetime } : entry)),
                  }));
                }}
              />
            </SectionCard>
          </Section>
        );
      })}
      {problem ? (
        <Callout intent="danger" compact icon="error">
          {problem}
        </Callout>
      ) : null}
    </div>
  );
}
