import { Types } from 'mongoose';
import { money, moneyText, percentOf } from '../../../domain/common/money';
import { storeDayStart } from '../../../domain/common/time';
import { RemoteCommandModel, type RemoteCommand } from '../../models/remoteCommands/remoteCommand';
import { RemoteControlModel, type RemoteControl } from '../../models/remoteCommands/remoteControl';
import { ProductKitModel, WarehouseProductKitModel, type ProductKit } from '../../models/remoteCommands/productKit';
import { DEMO_EPOCH_SECONDS } from '../constants';

/**
 * Demo data of remote commands (spec 002): the commands store support sends, promotional kits with
 * items, dates and limits in the demo stores (one of them expired, to show the screen's message),
 * and a short history of commands the stores answered. Fixed dates and ids: a second run inserts
 * nothing and never overwrites what staff edited.
 */

/** The stores with kits and a point-of-sale simulator under `npm start` (the demo customers' stores). */
export const DEMO_COMMAND_STORES = ['CO101', 'CO102', 'CO103', 'CO104', 'CO105', 'TC201'] as const;

const command = (oper: string, data: unknown) => JSON.stringify({ oper, data });

export const demoRemoteCommands: RemoteCommand[] = [
  {
    remoteCommandName: 'Actualizar precios',
    remoteCommandDescription: 'Descarga la lista de precios vigente en todas las cajas.',
    command: command('syncPrices', { full: true }),
    enable: true,
    target: 'none',
  },
  {
    remoteCommandName: 'Reiniciar caja',
    remoteCommandDescription: 'Reinicia la aplicación del punto de venta al terminar la venta en curso.',
    command: command('restartPos', { graceSeconds: 60 }),
    enable: true,
    target: 'none',
  },
  {
    remoteCommandName: 'Sincronizar cliente',
    remoteCommandDescription: 'Envía a la tienda los datos y el tipo de un cliente.',
    command: command('syncCustomer', {}),
    enable: true,
    target: 'customer',
  },
  {
    remoteCommandName: 'Activar kit promocional',
    remoteCommandDescription: 'Activa en las cajas un kit promocional de la tienda.',
    command: command('enableKit', {}),
    enable: true,
    target: 'kit',
  },
  {
    remoteCommandName: 'Cerrar turno',
    remoteCommandDescription: 'Cierra el turno 3 de las cajas 101 a 103.',
    command: command('closeShift', { registers: [101, 102, 103], turn: 3 }),
    enable: true,
    target: 'none',
  },
  {
    remoteCommandName: 'Prueba de falla',
    remoteCommandDescription: 'Comando de prueba: el punto de venta responde con error.',
    command: command('fail', { simulateFailure: true }),
    enable: true,
    target: 'none',
  },
  {
    remoteCommandName: 'Depurar bitácora',
    remoteCommandDescription: 'Borra la bitácora local de la caja (deshabilitado).',
    command: command('purgeLog', { olderThanDays: 90 }),
    enable: false,
    target: 'none',
  },
];

const day = (iso: string) => storeDayStart(iso) / 1000;
const item = (sku: string, quantity: number, currentSellPrice: number, percentDiscount = 0) => ({
  productOptions: [sku],
  quantity,
  currentSellPrice,
  percentDiscount,
  percentOfer: 0,
  // percentDiscount % of the line, in decimals (stored as Decimal128 by the model).
  amountDiscount: moneyText(percentOf(money(currentSellPrice).times(quantity), percentDiscount, 2)),
  amountOfer: 0,
});

export const demoProductKits: ProductKit[] = [
  {
    productKitId: 'KIT_2X1CERV',
    productKitName: 'Cerveza clara 2x1',
    productKitType: 'promo',
    currentSellPrice: 19.5,
    marketReleaseDate: DEMO_EPOCH_SECONDS,
    marketFinalDate: day('2027-12-31'),
    s3keyImage: null,
    limitPerSale: 4,
    limitPerDay: 200,
    limitPerPos: 80,
    kitFormulaId: null,
    productKitItems: [item('100101', 2, 19.5, 50)],
    salesHours: { startTime: '10:00', endTime: '22:00' },
  },
  {
    productKitId: 'KIT_BOTANERO',
    productKitName: 'Paquete botanero',
    productKitType: 'bundle',
    currentSellPrice: 129,
    marketReleaseDate: DEMO_EPOCH_SECONDS,
    marketFinalDate: day('2027-06-30'),
    s3keyImage: null,
    limitPerSale: 2,
    limitPerDay: 50,
    limitPerPos: 20,
    kitFormulaId: null,
    productKitItems: [item('100103', 1, 52, 5), item('300101', 2, 19, 0), item('300102', 1, 24, 10)],
    salesHours: null,
  },
  {
    productKitId: 'KIT_HIELO',
    productKitName: 'Six y hielo',
    productKitType: 'bundle',
    currentSellPrice: 145,
    marketReleaseDate: DEMO_EPOCH_SECONDS,
    marketFinalDate: 0,
    s3keyImage: null,
    limitPerSale: 3,
    limitPerDay: 0,
    limitPerPos: 0,
    kitFormulaId: null,
    productKitItems: [item('100102', 6, 21, 5), item('400101', 1, 28, 0)],
    salesHours: { startTime: '09:00', endTime: '23:00' },
  },
  {
    productKitId: 'KIT_VERANO25',
    productKitName: 'Verano 2025',
    productKitType: 'promo',
    currentSellPrice: 99,
    marketReleaseDate: day('2025-06-01'),
    marketFinalDate: day('2025-08-31'),
    s3keyImage: null,
    limitPerSale: 2,
    limitPerDay: 100,
    limitPerPos: 40,
    kitFormulaId: null,
    productKitItems: [item('100301', 4, 18, 10), item('200101', 2, 14, 0)],
    salesHours: null,
  },
];

/** Fixed ids for the seeded history so reseeding finds them. */
const historyId = (index: number) => new Types.ObjectId(`64d0c0de000000000000${String(index).padStart(4, '0')}`);

function demoHistory(commands: Map<string, Types.ObjectId>): (RemoteControl & { _id: Types.ObjectId })[] {
  const start = day('2026-11-20') + 9 * 3600;
  const entries: [string, string, string, 'executed' | 'failed' | 'expired', string | null][] = [
    ['Actualizar precios', 'CO101', '{}', 'executed', '{"ok":true,"oper":"syncPrices"}'],
    ['Reiniciar caja', 'CO102', '{}', 'executed', '{"ok":true,"oper":"restartPos"}'],
    ['Activar kit promocional', 'CO101', '{"productKitId":"KIT_2X1CERV","productKitName":"Cerveza clara 2x1"}', 'executed', '{"ok":true,"oper":"enableKit"}'],
    ['Prueba de falla', 'CO103', '{}', 'failed', '{"ok":false,"error":"POS could not run fail"}'],
    ['Cerrar turno', 'TC201', '{}', 'expired', null],
  ];
  return entries.map(([name, warehouseId, params, outcome, response], index) => {
    const sent = start + index * 5400;
    const statuses: RemoteControl['remoteControlStatus'] = [
      { remoteControlStatusType: 'send', startDatetime: sent, endDatetime: null, attendantId: 'soporte' },
    ];
    if (outcome !== 'expired') {
      statuses.push({ remoteControlStatusType: 'received', startDatetime: sent + 4, endDatetime: null, attendantId: `${warehouseId}-SIM` });
      statuses.push({ remoteControlStatusType: outcome, startDatetime: sent + 6, endDatetime: sent + 6, attendantId: `${warehouseId}-SIM` });
    }
    const definition = demoRemoteCommands.find((candidate) => candidate.remoteCommandName === name)!;
    return {
      _id: historyId(index + 1),
      remoteCommandId: commands.get(name)!,
      remoteCommand: { remoteCommandName: name, command: definition.command },
      warehouseId,
      params,
      remoteControlStatus: statuses,
      status: statuses[statuses.length - 1].remoteControlStatusType,
      sentBy: 'soporte',
      sentAt: sent * 1000,
      takenBy: outcome === 'expired' ? null : `${warehouseId}-SIM`,
      takenAt: outcome === 'expired' ? null : (sent + 4) * 1000,
      response,
    };
  });
}

export async function seedRemoteCommandsDemo(): Promise<{ commands: number; kits: number; history: number }> {
  await Promise.all([
    RemoteCommandModel.createIndexes(),
    ProductKitModel.createIndexes(),
    WarehouseProductKitModel.createIndexes(),
    RemoteControlModel.createIndexes(),
  ]);
  await RemoteCommandModel.bulkWrite(
    demoRemoteCommands.map((record) => ({
      updateOne: {
        filter: { remoteCommandName: record.remoteCommandName },
        update: { $setOnInsert: { ...record, _version: 1, _deleted: null, _lastChangedAt: Date.now() } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  await ProductKitModel.bulkWrite(
    demoProductKits.map((record) => ({
      updateOne: {
        filter: { productKitId: record.productKitId },
        update: { $setOnInsert: { ...record, _version: 1, _deleted: null, _lastChangedAt: Date.now() } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  const links = DEMO_COMMAND_STORES.flatMap((warehouseId) =>
    demoProductKits.map((kit) => ({
      warehouseId,
      productKitId: kit.productKitId,
      marketReleaseDate: kit.marketReleaseDate,
      marketFinalDate: kit.marketFinalDate,
    })),
  );
  await WarehouseProductKitModel.bulkWrite(
    links.map((link) => ({
      updateOne: {
        filter: { warehouseId: link.warehouseId, productKitId: link.productKitId },
        update: { $setOnInsert: { ...link, _version: 1, _deleted: null, _lastChangedAt: Date.now() } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  const commands = new Map((await RemoteCommandModel.find({}).select({ remoteCommandName: 1 }).lean()).map((record) => [record.remoteCommandName, record._id]));
  const history = demoHistory(commands);
  await RemoteControlModel.bulkWrite(
    history.map(({ _id, ...record }) => ({ updateOne: { filter: { _id }, update: { $setOnInsert: record }, upsert: true } })),
    { ordered: false },
  );
  return { commands: demoRemoteCommands.length, kits: demoProductKits.length, history: history.length };
}
