import { type Intent, Tag } from '@blueprintjs/core';
import { type HistoryTexts } from '../hooks';

const intents: Record<string, Intent> = { create: 'success', update: 'primary', delete: 'danger' };

export interface OperationTagProps {
  operation: string;
  texts: HistoryTexts;
}

/** The operation of an entry (Alta / Cambio / Baja) as a small coloured tag. */
export function OperationTag({ operation, texts }: OperationTagProps) {
  return (
    <Tag minimal intent={intents[operation] ?? 'none'} className="history-operation">
      {texts.operation(operation)}
    </Tag>
  );
}
