import { Classes, H4, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatCount, isKnownCollection, retentionInUnits } from '../utils/retention';

export interface RetainedCollection {
  name: string;
  collection: string;
  documents: number;
  sizeBytes: number;
  setting: string;
  retentionSeconds: number;
}

export interface RetainedCollectionsTableProps {
  collections: readonly RetainedCollection[];
}

/** Each collection that only grows: documents, size, and how long a finished record is kept (with its setting). */
export function RetainedCollectionsTable({ collections }: RetainedCollectionsTableProps) {
  const { t, i18n } = useTranslation('system');
  const retention = (seconds: number, setting: string) => {
    const inUnits = retentionInUnits(seconds, setting);
    return inUnits ? t(`collections.retention.${inUnits.unit}`, { count: inUnits.count }) : t('collections.retention.none');
  };
  return (
    <>
      <H4>{t('collections.title')}</H4>
      <p className={Classes.TEXT_MUTED}>{t('collections.intro')}</p>
      <HTMLTable striped className="system__table" aria-label={t('collections.title')}>
        <thead>
          <tr>
            <th>{t('collections.columns.what')}</th>
            <th>{t('collections.columns.collection')}</th>
            <th className="system__number">{t('collections.columns.documents')}</th>
            <th className="system__number">{t('collections.columns.size')}</th>
            <th>{t('collections.columns.retention')}</th>
            <th>{t('collections.columns.setting')}</th>
          </tr>
        </thead>
        <tbody>
          {collections.map((collection) => (
            <tr key={collection.name} data-collection={collection.name}>
              <td>{isKnownCollection(collection.name) ? t(`collections.names.${collection.name}`) : collection.name}</td>
              <td className={Classes.MONOSPACE_TEXT}>{collection.collection}</td>
              <td className="system__number">{formatCount(collection.documents, i18n.language)}</td>
              <td className="system__number">{formatBytes(collection.sizeBytes, i18n.language)}</td>
              <td>{retention(collection.retentionSeconds, collection.setting)}</td>
              <td className={`${Classes.MONOSPACE_TEXT} ${Classes.TEXT_MUTED}`}>{collection.setting}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
