import { createElement, type ReactNode } from 'react';
import type { RichTextNode } from '../../../../domain/workplans/richText';

const markTags = {
  bold: 'strong',
  italic: 'em',
  strike: 's',
  underline: 'u',
  code: 'code',
} as const;

function renderText(node: RichTextNode, key: number): ReactNode {
  let content: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    const tag = markTags[mark.type];
    if (tag) content = createElement(tag, null, content);
  }
  return <span key={key}>{content}</span>;
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  const children = (node.content ?? []).map(renderNode);
  switch (node.type) {
    case 'text':
      return renderText(node, key);
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const level = Math.min(6, Math.max(3, (node.attrs?.level ?? 1) + 2));
      return createElement(`h${level}`, { key }, children);
    }
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={node.attrs?.start}>
          {children}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    default:
      return <div key={key}>{children}</div>;
  }
}

/**
 * A stored description rendered node by node as React elements: text is always text (React
 * escapes it), no HTML string is ever inserted, so a description cannot carry markup or script.
 */
export interface RichTextViewProps {
  value: unknown;
  empty?: string;
}

export function RichTextView({ value, empty }: RichTextViewProps) {
  const doc = value as RichTextNode | null;
  if (!doc || !Array.isArray(doc.content) || doc.content.length === 0) return empty ? <p className="bp6-text-muted">{empty}</p> : null;
  return <div className="workplans__rich-text">{doc.content.map(renderNode)}</div>;
}
