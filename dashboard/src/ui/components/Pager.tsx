import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './ui.css';

export interface PagerProps {
  offset: number;
  limit: number;
  /** Rows on the current page: a full page means there may be more. */
  rowCount: number;
  onOffsetChange: (offset: number) => void;
  disabled?: boolean;
}

/** Previous / next over a limit-offset list, with the range of rows shown ("1–50"). */
export function Pager({ offset, limit, rowCount, onOffsetChange, disabled }: PagerProps) {
  const { t } = useTranslation();
  const range = rowCount === 0 ? t('pager.none') : t('pager.range', { from: offset + 1, to: offset + rowCount });
  return (
    <div className="pager">
      <span className={Classes.TEXT_MUTED}>{range}</span>
      <ButtonGroup>
        <Button icon="chevron-left" text={t('pager.previous')} disabled={disabled || offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))} />
        <Button endIcon="chevron-right" text={t('pager.next')} disabled={disabled || rowCount < limit} onClick={() => onOffsetChange(offset + limit)} />
      </ButtonGroup>
    </div>
  );
}
