import { Button, Card, H3, Spinner, UL } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../ui/utils/download';
import { manualPdf } from '../utils/manualPdf';
import type { ManualSection } from '../utils/types';
import { toLanguage } from '../../ui/utils/languages';
import { CommissionsPage } from './CommissionsPage';

/** The manual's text per language, shipped in the bundle as its own chunk (loaded when the page opens). */
const manuals: Record<'es' | 'en', () => Promise<ManualSection[]>> = {
  es: async () => (await import('../manual/es.json')).default,
  en: async () => (await import('../manual/en.json')).default,
};

/** documentacion: the module's manual (the Documentación card, module Manual), in the interface language. */
export function ManualScreen() {
  const { t, i18n } = useTranslation('commissions');
  const language = toLanguage(i18n.resolvedLanguage);
  const [sections, setSections] = useState<ManualSection[] | null>(null);
  useEffect(() => {
    let live = true;
    void manuals[language]().then((loaded) => live && setSections(loaded));
    return () => {
      live = false;
    };
  }, [language]);
  const [building, setBuilding] = useState(false);
  const download = async () => {
    if (!sections) return;
    setBuilding(true);
    try {
      saveFile(await manualPdf(t('manual.title'), sections), `${t('manual.fileName')}.pdf`);
    } finally {
      setBuilding(false);
    }
  };
  return (
    <CommissionsPage
      title={t('manual.title')}
      crumbs={[{ text: t('cards.manual.title') }]}
      module="Manual"
      actions={<Button icon="document" text={t('manual.pdf')} loading={building} disabled={!sections} onClick={() => void download()} />}
    >
      {() =>
        sections === null ? (
          <Spinner />
        ) : (
          <article className="commissions-manual">
            <nav aria-label={t('manual.contents')}>
              <UL>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#manual-${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </UL>
            </nav>
            {sections.map((section) => (
              <Card key={section.id} id={`manual-${section.id}`} className="commissions-manual__section">
                <H3>{section.title}</H3>
                {section.paragraphs?.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                {section.items ? (
                  <UL>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </UL>
                ) : null}
              </Card>
            ))}
          </article>
        )
      }
    </CommissionsPage>
  );
}
