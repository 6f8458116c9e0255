import { formatMoneyIn, MONEY_SCALE } from '../../../../domain/common/money';

/** A chart's sum in the tooltip: 2 decimals, rounded half-up by the money module. */
export const chartAmount = (value: unknown, locale: string) =>
  Number.isFinite(Number(value)) ? formatMoneyIn(locale, Number(value), MONEY_SCALE.commissionDetail) : String(value ?? '');
