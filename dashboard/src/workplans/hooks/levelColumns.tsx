import { Button, Classes, Tag, type IconName } from '@blueprintjs/core';
import type { ColumnHelper } from '@tanstack/react-table';
import { descriptionPreview } from '../utils/forms';

/** What a level of a plan (the plan, a section) holds: its headers and the count of what it holds. */
interface LevelTexts<T> {
  /** The description column's header. */
  description: string;
  /** The count column's id and header, and the count itself. */
  countId: string;
  countHeader: string;
  count: (row: T) => number;
}

/**
 * The columns a plan and a section share after their name: the description's first characters
 * (filtered, not sorted) and the count of what the level holds, as a round tag (sorted).
 */
export function levelColumns<T extends { description?: unknown }>(column: ColumnHelper<T>, texts: LevelTexts<T>) {
  return [
    column.accessor((row) => descriptionPreview(row.description), {
      id: 'description',
      header: texts.description,
      enableSorting: false,
      meta: { filter: { kind: 'text' } },
      cell: ({ getValue }) => <span className={Classes.TEXT_MUTED}>{getValue()}</span>,
    }),
    column.accessor(texts.count, {
      id: texts.countId,
      header: texts.countHeader,
      meta: { numeric: true },
      cell: ({ getValue }) => (
        <Tag minimal round>
          {getValue()}
        </Tag>
      ),
    }),
  ];
}

/** The actions of a level's row: edit it, and open what it holds. */
interface LevelActions<T> {
  header: string;
  editLabel: (row: T) => string;
  onEdit: (row: T) => void;
  openLabel: (row: T) => string;
  openIcon: IconName;
  onOpen: (row: T) => void;
}

/** A plan's or a section's actions column: edit, and open the level below (sections, activities). */
export function levelActionsColumn<T>(column: ColumnHelper<T>, actions: LevelActions<T>) {
  return column.display({
    id: 'actions',
    header: actions.header,
    enableHiding: false,
    cell: ({ row: { original: row } }) => (
      <span className="workplans__row-actions">
        <Button size="small" variant="minimal" icon="edit" aria-label={actions.editLabel(row)} onClick={() => actions.onEdit(row)} />
        <Button size="small" variant="minimal" icon={actions.openIcon} aria-label={actions.openLabel(row)} onClick={() => actions.onOpen(row)} />
      </span>
    ),
  });
}
