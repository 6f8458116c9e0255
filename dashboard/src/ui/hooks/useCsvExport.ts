import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../toaster';
import { fileNameOf, saveFile } from '../utils/download';

/**
 * Downloads a list's whole filtered CSV from the server's one export mechanism
 * (`/api/export/<list>.csv`, the list's permission), saving it under the server's file name; a
 * refusal shows the server's message in the user's language.
 */
export function useCsvExport() {
  const { t, i18n } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async (url: string, fallbackName: string) => {
    setExporting(true);
    try {
      const response = await fetch(url, { credentials: 'include', headers: { 'Accept-Language': i18n.resolvedLanguage ?? 'es' } });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? t('errors.server', { status: response.status }));
      }
      saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
      void showToast({ message: t('table.exported'), intent: 'success', icon: 'export' });
    } catch (error) {
      void showErrorToast(error instanceof TypeError ? new Error(t('errors.network')) : error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv: (url: string, fallbackName: string) => void run(url, fallbackName) };
}
