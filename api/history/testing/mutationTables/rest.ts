import sharp from 'sharp';
import { ProductModel } from '../../../../db/models/products/product';
import { pngForm, type Table } from './types';

/** The REST writes outside the commissions API: uploads and the registers' reports. */

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#4caf50' } })
    .png()
    .toBuffer();

export const restTable: Table = {
  'POST /api/profile/photo': {
    nothing: 'stores the file in protected storage and answers its key; the profile changes when updateMyProfile saves that key (its row)',
    call: async () => ({ method: 'POST', url: '/api/profile/photo', form: pngForm('photo', await png(), 'me.png'), as: 'admin' }),
  },
  'POST /api/products/:id/image': {
    records: ['Product'],
    operation: 'update',
    call: async () => {
      const product = (await ProductModel.findOne({}).sort({ sku: 1 }).lean())!;
      return {
        method: 'POST',
        url: `/api/products/${String(product._id)}/image`,
        form: pngForm('image', await png(), 'foto.png', { _version: String(product._version) }),
        as: 'admin',
      };
    },
  },
  'POST /api/products/by-sku/:sku/image': {
    records: ['Product'],
    operation: 'update',
    call: async () => {
      const product = (await ProductModel.findOne({}).sort({ sku: -1 }).lean())!;
      return { method: 'POST', url: `/api/products/by-sku/${product.sku}/image`, form: pngForm('image', await png(), `${product.sku}.png`), as: 'admin' };
    },
  },
  'POST /api/pos/commands/:id/report': { nothing: "a store register reports a command's state (RemoteControl, runtime state, not tracked)" },
};
