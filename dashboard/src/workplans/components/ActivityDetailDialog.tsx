import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type frequencyTypes, nextCronRuns } from '../../../../domain/workplans/temporality';
import type { WorkplanActivityRowFragment } from '../../graphql';
import { RichTextView } from './RichTextView';
import { intlLocaleOf } from '../../ui/utils';

export interface ActivityDetailDialogProps {
  activity: WorkplanActivityRowFragment;
  onClose: () => void;
}

/** An activity's detail: every field, the rendered description and the next three runs of its cron. */
export function ActivityDetailDialog({ activity, onClose }: ActivityDetailDialogProps) {
  const { t, i18n } = useTranslation('workplans');
  const format = new Intl.DateTimeFormat(intlLocaleOf(i18n.resolvedLanguage ?? 'es'), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  const runs = nextCronRuns(activity.temporality.cron, 3);
  return (
    <Dialog isOpen onClose={onClose} title={activity.activityName} className="workplans__dialog">
      <DialogBody>
        <dl className="workplans__detail">
          <dt>{t('activities.release')}</dt>
          <dd>{activity.marketReleaseDate}</dd>
          <dt>{t('activities.final')}</dt>
          <dd>{activity.marketFinalDate}</dd>
          <dt>{t('activities.temporality')}</dt>
          <dd>
            <code>{activity.temporality.cron}</code> ·{' '}
            {t('activities.every', {
              count: activity.temporality.frecuency,
              type: t(`frequencyTypes.${activity.temporality.frecuencyType as (typeof frequencyTypes)[number]}`),
            })}
          </dd>
          <dt>{t('activities.nextRuns')}</dt>
          <dd>{runs.map((run) => format.format(run)).join(' · ')}</dd>
          <dt>{t('activities.score')}</dt>
          <dd>{activity.score}</dd>
          <dt>{t('updatedBy')}</dt>
          <dd>{activity.updatedBy}</dd>
        </dl>
        <RichTextView value={activity.description} empty={t('noDescription')} />
      </DialogBody>
      <DialogFooter actions={<Button text={t('close')} onClick={onClose} />} />
    </Dialog>
  );
}
