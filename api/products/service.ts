import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { productSortFields, type ProductSortKey } from '../../domain/products/productSort';
import sharp from 'sharp';
import { formatMoney, fromStored, MONEY_SCALE } from '../../domain/common/money';
import { AppError } from '../../domain/errors/catalogue';
import { liveRecords } from '../../db/models/common';
import { ProductModel, type Product } from '../../db/models/products/product';
import { buildFileKey, type FileStorage } from '../../integrations/storage';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIN_SIDE, PRODUCT_IMAGE_SIZE, PRODUCT_THUMBNAIL_SIZE } from '../../domain/products/images';

export { PRODUCT_IMAGE_MAX_BYTES } from '../../domain/products/images';
/** How long a signed image link works. */
export const PRODUCT_IMAGE_LINK_SECONDS = 15 * 60;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);

type StoredProduct = Product & { _id: unknown; _version: number };

function thumbnailKeyOf(imageKey: string): string {
  return imageKey.replace(/\.webp$/, '-thumb.webp');
}

function link(storage: FileStorage | undefined, key: string | null): string | null {
  if (!storage || !key) return null;
  try {
    return storage.url(key, { expiresInSeconds: PRODUCT_IMAGE_LINK_SECONDS });
  } catch {
    return null;
  }
}

export function productView(product: StoredProduct, storage: FileStorage | undefined) {
  return {
    id: String(product._id),
    productId: product.productId,
    productName: product.productName,
    sku: product.sku,
    barcodes: product.barcodes,
    brandName: product.brand?.brandName ?? '',
    categoryName: product.category?.categoryName ?? '',
    saleUnitName: product.saleUnit?.saleUnitName ?? '',
    // A decimal string with 4 decimals, for GraphQL's Decimal and the REST answer alike (docs/money.md).
    currentSellPrice: formatMoney(fromStored(product.currentSellPrice), MONEY_SCALE.amount),
    taxes: (product.taxes ?? []).map((tax) => ({ name: tax.taxName, rate: tax.rate })),
    quantityPerBox: product.quantityPerBox,
    organizationId: product.organization.organizationId,
    organizationName: product.organization.organizationName,
    sellable: product.sellable,
    purchable: product.purchable,
    imageUrl: link(storage, product.s3keyImage),
    thumbnailUrl: link(storage, product.s3keyImage ? thumbnailKeyOf(product.s3keyImage) : null),
    _version: product._version,
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function productFilter(search: string | null): Record<string, unknown> {
  const text = search?.trim();
  return text
    ? {
        ...liveRecords,
        $or: [{ productName: { $regex: escapeRegex(text), $options: 'i' } }, { sku: { $regex: `^${escapeRegex(text)}`, $options: 'i' } }, { barcodes: text }],
      }
    : { ...liveRecords };
}

const byName = { productName: 1 as const, _id: 1 as const };

/** The whole catalogue, searched by name, SKU or barcode, a page at a time, by name or the asked column. */
export async function listProducts(
  search: string | null,
  page: number,
  pageSize: number,
  storage: FileStorage | undefined,
  sort: ListSort<ProductSortKey> = {},
) {
  const filter = productFilter(search);
  const [rows, total] = await Promise.all([
    ProductModel.find(filter)
      .sort(mongoSort(sort, productSortFields, byName))
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<StoredProduct[]>(),
    ProductModel.countDocuments(filter),
  ]);
  return { rows: rows.map((row) => productView(row, storage)), total, page, pageSize };
}

export const PRODUCTS_CSV_HEADER = ['sku', 'productName', 'company', 'brand', 'category', 'saleUnit', 'currentSellPrice', 'barcodes', 'sellable', 'purchable'];

/** Every product of a search as CSV cells, in the list's sort, read in batches. */
export async function* productCsvRows(search: string | null, sort: ListSort<ProductSortKey> = {}): AsyncGenerator<unknown[]> {
  const cursor = ProductModel.find(productFilter(search))
    .sort(mongoSort(sort, productSortFields, byName))
    .lean<StoredProduct[]>()
    .cursor({ batchSize: 1000 });
  for await (const product of cursor as AsyncIterable<StoredProduct>) {
    const row = productView(product, undefined);
    yield [
      row.sku,
      row.productName,
      row.organizationName,
      row.brandName,
      row.categoryName,
      row.saleUnitName,
      row.currentSellPrice,
      row.barcodes.join(' / '),
      row.sellable,
      row.purchable,
    ];
  }
}

/**
 * Checks an upload by its content (sharp reads it: JPEG, PNG or WebP only, whatever its name or
 * declared type), then stores a 1024 px WebP and a 160 px thumbnail and points the product at
 * them. A stale _version is refused.
 */
export async function attachProductImage(
  storage: FileStorage,
  productRef: { id?: string; sku?: string },
  bytes: Buffer,
  version: number | null,
  uploadedBy: string,
) {
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) throw new AppError('PRODUCT_IMAGE_TOO_LARGE', { limit: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 });
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new AppError('PRODUCT_IMAGE_TYPE');
  }
  if (!metadata.format || !IMAGE_FORMATS.has(metadata.format)) throw new AppError('PRODUCT_IMAGE_TYPE');
  if ((metadata.width ?? 0) < PRODUCT_IMAGE_MIN_SIDE || (metadata.height ?? 0) < PRODUCT_IMAGE_MIN_SIDE)
    throw new AppError('PRODUCT_IMAGE_TOO_SMALL', { min: PRODUCT_IMAGE_MIN_SIDE });
  const query = productRef.id ? { _id: productRef.id } : { sku: productRef.sku };
  const products = await ProductModel.find({ ...query, ...liveRecords }).lean<StoredProduct[]>();
  if (products.length === 0) throw new AppError('PRODUCT_NOT_FOUND', { id: String(productRef.id ?? productRef.sku ?? '').slice(0, 40) });
  if (version !== null && products.length === 1 && products[0]._version !== version) throw new AppError('PRODUCT_STALE');
  const [full, thumbnail] = await Promise.all([
    sharp(bytes).rotate().resize(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer(),
    sharp(bytes).rotate().resize(PRODUCT_THUMBNAIL_SIZE, PRODUCT_THUMBNAIL_SIZE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
  ]);
  const stamp = Date.now().toString(36);
  const updated = [];
  // The same SKU may exist in both companies: each gets the image.
  for (const product of products) {
    const key = buildFileKey('protected', 'catalogue', `products/${product.organization.organizationId}-${product.productId}/${stamp}.webp`);
    await storage.put(key, full, { contentType: 'image/webp', metadata: { uploadedBy, sku: product.sku } });
    await storage.put(thumbnailKeyOf(key), thumbnail, { contentType: 'image/webp', metadata: { uploadedBy, sku: product.sku } });
    const saved = await ProductModel.findOneAndUpdate(
      { _id: product._id, _version: product._version },
      { $set: { s3keyImage: key }, $inc: { _version: 1 } },
      { new: true },
    ).lean<StoredProduct>();
    if (!saved) throw new AppError('PRODUCT_STALE');
    if (product.s3keyImage) await Promise.all([storage.delete(product.s3keyImage), storage.delete(thumbnailKeyOf(product.s3keyImage))]).catch(() => undefined);
    updated.push(productView(saved, storage));
  }
  return updated;
}
