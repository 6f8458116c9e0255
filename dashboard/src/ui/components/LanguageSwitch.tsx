import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, toLanguage } from '../utils/languages';

export interface LanguageSwitchProps {
  /** Extra class for placement inside a navbar or a page header. */
  className?: string;
}

/** ES/EN switch; the choice is applied at once, stored and written to `<html lang>`. */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={className} title={t('language.label')} aria-label={t('language.label')} role="group">
      <SegmentedControl
        size="small"
        intent="primary"
        value={current}
        options={languages.map((language) => ({ value: language, label: language.toUpperCase() }))}
        onValueChange={(value) => {
          if (isLanguage(value)) void i18n.changeLanguage(value);
        }}
      />
    </div>
  );
}
