import { describe, expect, it } from 'vitest';
import { checkProductImageFile, PRODUCT_IMAGE_MAX_BYTES, skuOfImageFile } from './images';

describe('product image files', () => {
  it.each([
    [{ name: 'foto.png', size: 1000, type: 'image/png' }, null],
    [{ name: 'foto.JPG', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'foto.webp', size: PRODUCT_IMAGE_MAX_BYTES, type: 'image/webp' }, null],
    [{ name: 'foto.webp', size: PRODUCT_IMAGE_MAX_BYTES + 1, type: 'image/webp' }, 'PRODUCT_IMAGE_TOO_LARGE'],
    [{ name: 'foto.gif', size: 1000, type: 'image/gif' }, 'PRODUCT_IMAGE_TYPE'],
    [{ name: 'notas.txt', size: 10, type: 'text/plain' }, 'PRODUCT_IMAGE_TYPE'],
    [{ name: 'sin-tipo.jpeg', size: 10 }, null],
    [{ name: 'sin-tipo.pdf', size: 10 }, 'PRODUCT_IMAGE_TYPE'],
  ])('%o is %s', (file, problem) => {
    expect(checkProductImageFile(file)).toBe(problem);
  });

  it.each([
    ['7501000111.png', '7501000111'],
    ['ABC-12_3.JPEG', 'ABC-12_3'],
    ['7501000111.webp', '7501000111'],
    ['7501000111.gif', null],
    ['.png', null],
    ['con espacio.png', null],
    ['README', null],
  ])('%s names SKU %s', (name, sku) => {
    expect(skuOfImageFile(name)).toBe(sku);
  });
});
