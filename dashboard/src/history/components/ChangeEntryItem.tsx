import { Classes, Icon } from '@blueprintjs/core';
import { type ChangeHistoryEntryFieldsFragment } from '../../graphql';
import { type HistoryTexts } from '../hooks';
import { FieldChangesTable } from './FieldChangesTable';
import { OperationTag } from './OperationTag';

export interface ChangeEntryItemProps {
  entry: ChangeHistoryEntryFieldsFragment;
  texts: HistoryTexts;
}

/** One entry of a record's history: when, who, the operation, then each field before → after. */
export function ChangeEntryItem({ entry, texts }: ChangeEntryItemProps) {
  const when = texts.when(entry.at);
  return (
    <li className="history-entry">
      <div className="history-entry__heading">
        <OperationTag operation={entry.operation} texts={texts} />
        <time dateTime={new Date(entry.at).toISOString()} className="history-entry__when">
          {when}
        </time>
        <span className={`history-entry__who ${Classes.TEXT_MUTED}`}>
          <Icon icon={entry.actor.kind === 'workflow' ? 'flows' : entry.actor.kind === 'staff' ? 'person' : 'cog'} size={12} />
          {texts.t('entry.by', { name: texts.actor(entry.actor) })}
        </span>
      </div>
      <FieldChangesTable
        recordType={entry.recordType}
        operation={entry.operation}
        changes={entry.changes}
        texts={texts}
        label={`${texts.operation(entry.operation)} · ${when}`}
      />
    </li>
  );
}
