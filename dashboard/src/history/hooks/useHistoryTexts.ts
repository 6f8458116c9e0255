import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../ui/utils';
import { actorText, fieldLabel, formatInstant, formatValue, type ActorLike, type ActorWords, type FieldLabels, type ValueWords } from '../utils';

export type HistoryActorLike = ActorLike;

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
    const actorWords: ActorWords = {
      workflow: (name) => t('actor.workflow', { name }),
      run: (runId) => t('actor.run', { runId }),
      operator: (name) => t('actor.operator', { name }),
      system: t('actor.system'),
    };
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
      actor: (actor: HistoryActorLike): string => actorText(actor, actorWords),
    };
  }, [t, language]);
}

export type HistoryTexts = ReturnType<typeof useHistoryTexts>;
