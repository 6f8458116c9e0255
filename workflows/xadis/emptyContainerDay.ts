import { EMPTY_CONTAINER_ARTICLE_KEYS } from '../../domain/xadis/emptyContainerArticles';
import { reportWindow } from '../../domain/xadis/window';
import type { ErpActivities } from '../erp/activities';
import { defineProcess, failureOf } from '../context';
import type { XadisActivities } from './activities';
import { awaitErpAnswer } from './erpRead';

/**
 * The daily empty-container process (spec 001 section 4, one of the product's durable processes):
 * started at 09:00 (Mexico City) by its schedule, it opens the day's report window with the ERP
 * stock already read (so the screen shows it at once), sleeps until the window's end, and then
 * e-mails the reminder when the window's report was not sent.
 */
import { EMPTY_CONTAINER_DAY_WORKFLOW } from '../../domain/xadis/schedules';
export { EMPTY_CONTAINER_DAY_WORKFLOW };
/** The reminder goes this long before the window closes, while the report can still be sent. */
export const REMINDER_LEAD_MS = 30 * 60_000;

export interface EmptyContainerDayInput {
  pollIntervalMs?: number;
  deadlineMs?: number;
}

export interface EmptyContainerDayResult {
  day: string;
  stockRead: boolean;
  reminded: boolean;
}

export const emptyContainerDayProcess = defineProcess<EmptyContainerDayInput, EmptyContainerDayResult>(EMPTY_CONTAINER_DAY_WORKFLOW, async (ctx, input) => {
  const window = reportWindow(ctx.now());
  const xadis = ctx.activities<XadisActivities>({
    startToCloseTimeoutMs: 60_000,
    retry: { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 5 },
  });
  const erp = ctx.activities<ErpActivities>({
    startToCloseTimeoutMs: 30_000,
    retry: { initialIntervalMs: 1000, maximumIntervalMs: 10_000, maximumAttempts: 5 },
  });
  let stockRead = false;
  try {
    const requestId = await awaitErpAnswer(
      ctx,
      erp,
      `${ctx.info.workflowId}:stock`,
      { operation: 'emptyContainerStock', companyId: 1, articleKeys: [...EMPTY_CONTAINER_ARTICLE_KEYS] },
      { pollIntervalMs: input?.pollIntervalMs, deadlineMs: input?.deadlineMs },
    );
    const rows = await erp.readErpResponse({ requestId });
    await erp.deleteErpRequest({ requestId });
    await xadis.storeWindowStock({ windowStart: window.start, windowEnd: window.end, day: window.day, rows: rows as never, error: null, readAt: ctx.now() });
    stockRead = true;
  } catch (error) {
    if (ctx.isCancellation(error)) throw error;
    // The stage stays off (state 0) for this window; the screen can read the stock again.
    await xadis.storeWindowStock({
      windowStart: window.start,
      windowEnd: window.end,
      day: window.day,
      rows: null,
      error: failureOf(error).message,
      readAt: ctx.now(),
    });
  }
  const wait = window.end - REMINDER_LEAD_MS - ctx.now();
  if (wait > 0) await ctx.sleep(wait);
  const { reminded } = await xadis.remindUnsentReport({ windowStart: window.start, day: window.day });
  return { day: window.day, stockRead, reminded };
});
