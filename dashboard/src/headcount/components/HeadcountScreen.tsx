import { useTranslation } from 'react-i18next';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { ScreenHeading } from '../../ui/components';
import { ComputeButton } from './ComputeButton';
import { HeadcountCards } from './HeadcountCards';
import { HeadcountReports } from './HeadcountReports';
import './headcount.css';

/** /prometheus/humanResources/headcount: 'Head Count' (spec 002 section 2). */
export function HeadcountScreen() {
  const { t } = useTranslation('headcount');
  return (
    <div className="headcount">
      <ScreenHeading title={t('title')} status={<LiveStatusTag />} />
      <ComputeButton />
      <HeadcountCards />
      <HeadcountReports />
    </div>
  );
}
