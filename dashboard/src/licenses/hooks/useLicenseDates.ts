import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../ui/utils';

export function useLicenseDates() {
  const { i18n } = useTranslation('licenses');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  // One pair of formatters per language: the table's columns depend on them.
  return useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeZone: 'America/Mexico_City',
      }),
      moment: new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }),
    }),
    [locale],
  );
}
