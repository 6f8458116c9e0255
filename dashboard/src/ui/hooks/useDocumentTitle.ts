import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab "<title> · <brand>" (the brand alone without a title), in the current language. */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
