import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { Box, Text } from '../ui/ink';
import { CliError, resolveToken } from '../api';
import type { CommandContext } from '../context';
import type { Translate } from '../i18n';
import { Progress } from '../ui/Progress';
import { Table } from '../ui/Table';
import { checkProductImageFile, extensionOf, PRODUCT_IMAGE_MAX_BYTES, skuOfImageFile } from '../../domain/products/images';
import { errorMessage } from '../../domain/errors/catalogue';
import type { Language } from '../../domain/i18n/language';
import { EXIT } from '../exitCodes';

/** Files sent at the same time (the server resizes each with sharp). */
const PARALLEL_UPLOADS = 3;
const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

export interface ImportImagesSummary {
  dir: string;
  /** Files whose SKU exists: the image is attached to that many products (both companies may share a SKU). */
  matched: { file: string; sku: string; products: number }[];
  unknownSku: { file: string; sku: string }[];
  /** Refused by the local check or by the server (type by content, size, too small), with the reason. */
  refused: { file: string; sku: string; reason: string }[];
  /** Files whose name is not SKU.png, SKU.jpg, SKU.jpeg or SKU.webp. */
  skipped: string[];
}

interface UploadTarget {
  apiUrl: string;
  token?: string;
  language: Language;
  t: Translate;
}

type UploadAnswer = { kind: 'matched'; products: number } | { kind: 'unknown' } | { kind: 'refused'; reason: string };

/** POST /api/products/by-sku/:sku/image with the operator token; a refusal in the server's words. */
async function uploadImage(target: UploadTarget, sku: string, fileName: string, bytes: Buffer): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(bytes)], { type: CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream' }), fileName);
  let response: Response;
  try {
    response = await fetch(new URL(`/api/products/by-sku/${encodeURIComponent(sku)}/image`, target.apiUrl), {
      method: 'POST',
      headers: { 'accept-language': target.language, ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) },
      body,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError(target.t('api.unreachable', { url: target.apiUrl, cause }));
  }
  const answer = (await response.json().catch(() => null)) as { products?: unknown[]; error?: { code?: string; message?: string } } | null;
  if (response.ok) return { kind: 'matched', products: answer?.products?.length ?? 1 };
  const code = answer?.error?.code;
  const message = answer?.error?.message ?? target.t('api.failed', { status: response.status });
  // Without a token or the products.images permission nothing can go through: stop at once.
  if (response.status === 401 || response.status === 403) throw new CliError(code === 'NOT_AUTHENTICATED' ? target.t('api.noToken', { message }) : message);
  if (code === 'PRODUCT_NOT_FOUND') return { kind: 'unknown' };
  if (response.status >= 500) throw new CliError(message);
  return { kind: 'refused', reason: message };
}

/** Reads the folder, checks each file, uploads the candidates a few at a time and reports each result. */
export async function importImages(dir: string, target: UploadTarget, onProgress: (done: number, total: number) => void): Promise<ImportImagesSummary> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    throw new CliError(target.t('products.import.noDir', { dir }));
  }
  const summary: ImportImagesSummary = { dir, matched: [], unknownSku: [], refused: [], skipped: [] };
  const candidates: { file: string; sku: string }[] = [];
  for (const file of names) {
    const sku = skuOfImageFile(file);
    if (!sku) {
      if (!file.startsWith('.')) summary.skipped.push(file);
      continue;
    }
    const size = (await stat(path.join(dir, file))).size;
    const problem = checkProductImageFile({ name: file, size });
    if (problem) summary.refused.push({ file, sku, reason: errorMessage(problem, target.language, { limit: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }) });
    else candidates.push({ file, sku });
  }
  let done = 0;
  onProgress(done, candidates.length);
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const { file, sku } = candidates[next++]!;
      const answer = await uploadImage(target, sku, file, await readFile(path.join(dir, file)));
      if (answer.kind === 'matched') summary.matched.push({ file, sku, products: answer.products });
      else if (answer.kind === 'unknown') summary.unknownSku.push({ file, sku });
      else summary.refused.push({ file, sku, reason: answer.reason });
      onProgress((done += 1), candidates.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, candidates.length) }, worker));
  const byFile = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file);
  summary.matched.sort(byFile);
  summary.unknownSku.sort(byFile);
  summary.refused.sort(byFile);
  return summary;
}

/**
 * `products import-images --dir <folder>`: attaches each SKU.png / SKU.jpg / SKU.jpeg / SKU.webp of
 * the folder to the products with that SKU through the API (checked by content and resized there),
 * with progress and a summary; exit code 2 when some file was not attached.
 */
export function registerProducts(program: Command, context: CommandContext) {
  const { t: text } = context;
  const products = program.command('products').description(text('products.description'));
  products
    .command('import-images')
    .description(text('products.import.description'))
    .requiredOption('--dir <folder>', text('products.import.dir'))
    .action(async (options: { dir: string }) => {
      const { output, t, language } = context();
      const globals = program.opts<{ apiUrl: string; token?: string }>();
      const target: UploadTarget = { apiUrl: globals.apiUrl, token: resolveToken(globals.token), language, t };
      let summary: ImportImagesSummary | undefined;
      await output.live<{ done: number; total: number }>(
        ({ value }) => <Progress done={value?.done ?? 0} total={value?.total ?? 0} />,
        async (update) => {
          summary = await importImages(path.resolve(options.dir), target, (done, total) => update({ done, total }));
        },
      );
      const result = summary!;
      const problems = [
        ...result.unknownSku.map((entry) => [entry.file, t('products.import.unknownSku', { sku: entry.sku })]),
        ...result.refused.map((entry) => [entry.file, entry.reason]),
        ...result.skipped.map((file) => [file, t('products.import.skippedName')]),
      ];
      await output.show(result, () => (
        <Box flexDirection="column">
          <Text color={problems.length === 0 ? 'green' : 'yellow'}>
            {t('products.import.summary', {
              matched: result.matched.length,
              unknown: result.unknownSku.length,
              refused: result.refused.length,
              skipped: result.skipped.length,
            })}
          </Text>
          {problems.length > 0 ? <Table columns={[t('products.import.file'), t('products.import.reason')]} rows={problems} emptyText="" /> : null}
        </Box>
      ));
      if (result.unknownSku.length > 0 || result.refused.length > 0) process.exitCode = result.matched.length > 0 ? EXIT.partial : EXIT.failed;
    });
}
