import { Router } from 'express';
import { AppError } from '../../domain/errors/catalogue';
import { parseHistoryFilter, type ChangeHistoryFilterInput } from '../../domain/history/filter';
import { HISTORY_READ } from '../../domain/history/permissions';
import { storeDate } from '../../domain/common/time';
import { hasPermission } from '../context';
import { writeHistoryCsv } from './service';

export const HISTORY_API_BASE = '/api/history';

const filterKeys = ['userName', 'area', 'recordType', 'recordId', 'operation', 'from', 'to'] as const;

/**
 * GET /api/history/export.csv?userName=&area=&recordType=&recordId=&operation=&from=&to=: the
 * whole filtered audit log as CSV (permission history:read), streamed; a bad filter answers the
 * catalogue's validation error before any byte of CSV.
 */
export function createHistoryRouter(): Router {
  const router = Router();
  router.get('/export.csv', async (req, res, next) => {
    try {
      if (!req.principal) throw new AppError('NOT_AUTHENTICATED');
      if (!hasPermission(req.principal, HISTORY_READ)) throw new AppError('FORBIDDEN');
      const input: ChangeHistoryFilterInput = {};
      for (const key of filterKeys) {
        const value = req.query[key];
        if (value !== undefined) input[key] = typeof value === 'string' ? value.slice(0, 200) : String(value);
      }
      const query = parseHistoryFilter(input);
      res.status(200);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="audit-log-${storeDate(Date.now())}.csv"`);
      await writeHistoryCsv(query, res);
      res.end();
    } catch (error) {
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      next(error);
    }
  });
  return router;
}
