import { Card, H3, Spinner, UL } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommissionsPage } from './CommissionsPage';

export interface ManualSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** The manual's text per language, shipped in the bundle as its own chunk (loaded when the page opens). */
const manuals: Record<'es' | 'en', () => Promise<ManualSection[]>> = {
  es: async () => (await import('../manual/es.json')).default,
  en: async () => (await import('../manual/en.json')).default,
};

/** documentacion: the module's manual (the Documentación card, module Manual), in the interface language. */
export function ManualScreen() {
  const { t, i18n } = useTranslation('commissions');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const [sections, setSections] = useState<ManualSection[] | null>(null);
  useEffect(() => {
    let live = true;
    void manuals[language]().then((loaded) => live && setSections(loaded));
    return () => {
      live = false;
    };
  }, [language]);
  return (
    <CommissionsPage title={t('manual.title')} crumbs={[{ text: t('cards.manual.title') }]} module="Manual">
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
                {section.paragraphs?.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
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
