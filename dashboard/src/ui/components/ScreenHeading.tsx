import { H2 } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import './ui.css';

export interface ScreenHeadingProps {
  /** The screen's title, already translated. */
  title: string;
  /** Optional actions shown on the right of the title. */
  actions?: ReactNode;
  /** Shown beside the title: a screen that updates by itself passes its live connection's tag (LiveStatusTag, docs/live.md). */
  status?: ReactNode;
}

/** Title row at the top of every staff screen; it also names the browser tab. */
export function ScreenHeading({ title, actions, status }: ScreenHeadingProps) {
  useDocumentTitle(title);
  return (
    <header className="screen-heading">
      <H2>{title}</H2>
      {status ?? null}
      {actions ? <div className="screen-heading__actions">{actions}</div> : null}
    </header>
  );
}
