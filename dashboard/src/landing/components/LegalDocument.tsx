import { Card, Classes, H1, H3 } from '@blueprintjs/core';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';

/** A section of a legal text, as the public i18n resources hold it. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export interface LegalDocumentProps {
  title: string;
  /** Shown under the title when the document carries a revision date. */
  lastUpdated?: string;
  intro: string[];
  sections: LegalSection[];
}

/** A legal text laid out for reading: title, optional revision date, numbered sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  return (
    <Card className={`legal-document ${Classes.RUNNING_TEXT}`} elevation={1}>
      <H1>{title}</H1>
      {lastUpdated ? <p className={Classes.TEXT_MUTED}>{lastUpdated}</p> : null}
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {sections.map((section) => (
        <section key={section.title}>
          <H3>{section.title}</H3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Card>
  );
}
