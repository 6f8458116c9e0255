import { Router } from 'express';
import { AppError } from '../../domain/errors/catalogue';
import { csvCell } from '../../domain/common/csv';
import { storeDate } from '../../domain/common/time';
import { requestLanguage } from '../errors';
import { type CsvList, type ExportParams } from './csvList';
import { csvLists } from './lists';

export const EXPORT_API_BASE = '/api/export';

const line = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The request's parameters, each one short text; anything else (arrays, objects) is refused. */
function paramsOf(query: Record<string, unknown>): ExportParams {
  const params: ExportParams = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') throw new AppError('VALIDATION_FAILED', { detail: name });
    params[name] = value.slice(0, 200);
  }
  return params;
}

/**
 * GET /api/export/<list>.csv?<filters>&sort=&direction=: the one CSV export of every list, the
 * whole filtered list in its sort, streamed, formula-safe (domain/common/csv.ts), with a BOM so
 * spreadsheets read it as UTF-8. It asks the list's own access check (its query's); a bad filter or sort answers
 * the catalogue's error in the caller's language before any byte of CSV.
 */
export function createExportRouter(lists: Readonly<Record<string, CsvList>> = csvLists): Router {
  const router = Router();
  router.get('/:list.csv', async (req, res, next) => {
    try {
      if (!req.principal) throw new AppError('NOT_AUTHENTICATED');
      const list = Object.prototype.hasOwnProperty.call(lists, req.params.list) ? lists[req.params.list] : undefined;
      if (!list) throw new AppError('NOT_FOUND');
      const params = paramsOf(req.query as Record<string, unknown>);
      await list.authorize({ principal: req.principal, req }, params);
      const rows = list.open(params, requestLanguage(req))[Symbol.asyncIterator]();
      // The first row is read before answering, so a refused filter is a clean error, not half a file.
      let next = await rows.next();
      res.status(200);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="${list.fileName}-${storeDate(Date.now())}.csv"`);
      const write = (text: string) => (res.write(text) ? Promise.resolve() : new Promise<void>((resolve) => res.once('drain', () => resolve())));
      await write(`\uFEFF${line(list.header)}`);
      while (!next.done) {
        await write(line(next.value));
        next = await rows.next();
      }
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
