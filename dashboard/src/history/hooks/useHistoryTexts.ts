import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../ui/utils';
import { fieldLabel, formatInstant, formatValue, type FieldLabels, type ValueWords } from '../utils';

export interface HistoryActorLike {
  kind: string;
  name: string;
  runId?: string | null;
}

/**
 * The history's words in the user's language, bound once per render: record types, areas,
 * operations, field labels, values, instants and who made a change.
 */
export function useHistoryTexts() {
  const { t, i18n } = useTranslation('history');
  const language = toLanguage(i18n.language);
  return useMemo(() => {
    const labels = t('fieldLabels', { returnObjects: true }) as unknown as FieldLabels;
    const recordTypes = t('recordTypes', { returnObjects: true }) as unknown as Record<string, string | undefined>;
    const areas = t('areas', { returnObjects: true }) as unknown as Record<string, string | undefined>;
    const operations = t('operations', { returnObjects: true }) as unknown as Record<string, string | undefined>;
    const words: ValueWords = { empty: t('values.empty'), yes: t('values.yes'), no: t('values.no'), hidden: t('values.hidden') };
    return {
      t,
      language,
      field: (field: string, recordType: string) => fieldLabel(field, recordType, labels),
      value: (value: unknown) => formatValue(value, words, language),
      when: (epochMs: number) => formatInstant(epochMs, language),
      recordType: (recordType: string) => recordTypes[recordType] ?? recordType,
      area: (area: string) => areas[area] ?? area,
      operation: (operation: string) => operations[operation] ?? operation,
      /** Who made a change: a staff member's name, the operator, a workflow's process and run, the system. */
      actor: (actor: HistoryActorLike): string => {
        switch (actor.kind) {
          case 'workflow':
            return actor.runId ? `${t('actor.workflow', { name: actor.name })} · ${t('actor.run', { runId: actor.runId })}` : t('actor.workflow', { name: actor.name });
          case 'operator':
            return t('actor.operator', { name: actor.name });
          case 'system':
            return actor.name && actor.name !== 'system' ? `${t('actor.system')} · ${actor.name}` : t('actor.system');
          default:
            return actor.name;
        }
      },
    };
  }, [t, language]);
}

export type HistoryTexts = ReturnType<typeof useHistoryTexts>;
