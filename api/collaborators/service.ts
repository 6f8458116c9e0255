import { AppError, errorMessage } from '../../domain/errors/catalogue';
import type { Language } from '../../domain/i18n/language';
import { cashierCompanies, type CashierLinkInput, type CashierLookupInput } from '../../domain/collaborators/link';
import { cashierMessage } from '../../domain/collaborators/messages';
import { AttendantModel, userNameKeyOf, type Attendant } from '../../db/models/access/attendant';
import { WarehouseModel, warehouseTypes, type Warehouse } from '../../db/models/stores/warehouse';
import { WarehouseAttendantModel } from '../../db/models/stores/warehouseAttendant';
import { liveRecords as live } from '../../db/models/common';

/**
 * The cashier tool (spec 002 section 7, 'Relacion de cajeros con tienda'): getInfoWarehouseAttendant
 * and postCreateWarehouseAttendant as two typed operations. The lookup answers {complete,
 * attendant, warehouse, message} like the original; the link sets the attendant's store (what the
 * headcount counts as the store's assigned staff) and records who linked whom and when.
 */
type StoredAttendant = Attendant & { _version: number };

function companyName(id: string): string {
  return cashierCompanies.find((company) => company.id === id)?.name ?? id;
}

function attendantView(attendant: StoredAttendant) {
  return {
    attendantId: attendant.attendantId,
    userName: attendant.userName,
    fullName: attendant.fullName,
    active: attendant.active,
    positionName: attendant.position.positionName,
    organizationId: attendant.organizationId,
  };
}

async function findCashier(userName: string, company: string): Promise<StoredAttendant | null> {
  return AttendantModel.findOne({
    userNameKey: userNameKeyOf(userName),
    organizationId: company,
    ...live,
  }).lean<StoredAttendant>();
}

export async function cashierInfo(input: CashierLookupInput, language: Language) {
  const attendant = await findCashier(input.userName, input.company);
  if (!attendant) {
    return {
      complete: false,
      attendant: null,
      warehouse: null,
      message: errorMessage('COLLABORATOR_NOT_FOUND', language, {
        userName: input.userName,
        company: companyName(input.company),
      }),
    };
  }
  return {
    complete: true,
    attendant: attendantView(attendant),
    warehouse: attendant.warehouse,
    message: attendant.active ? cashierMessage('found', language, { name: attendant.fullName }) : errorMessage('COLLABORATOR_INACTIVE', language),
  };
}

export async function linkCashierToStore(input: CashierLinkInput, linkedBy: string, language: Language) {
  const attendant = await findCashier(input.userName, input.company);
  if (!attendant)
    throw new AppError('COLLABORATOR_NOT_FOUND', {
      userName: input.userName,
      company: companyName(input.company),
    });
  if (!attendant.active) throw new AppError('COLLABORATOR_INACTIVE');
  const store = await WarehouseModel.findOne({
    warehouseId: input.storeCode,
    'organization.organizationId': input.company,
    warehouseType: warehouseTypes.store,
    active: true,
    ...live,
  }).lean<Warehouse>();
  if (!store)
    // Names its field, so the screen says it under the store code.
    throw new AppError('COLLABORATOR_STORE_NOT_FOUND', { store: input.storeCode, company: companyName(input.company) }, { field: 'storeCode' });
  const warehouse = {
    warehouseId: store.warehouseId,
    warehouseName: store.warehouseName,
  };
  // Only the version read, still active: a cashier deactivated or moved meanwhile is not overwritten.
  const updated = await AttendantModel.findOneAndUpdate(
    {
      attendantId: attendant.attendantId,
      _version: attendant._version,
      active: true,
      ...live,
    },
    { $set: { warehouse }, $inc: { _version: 1 } },
    { returnDocument: 'after' },
  ).lean<StoredAttendant>();
  if (!updated) throw new AppError('COLLABORATOR_STALE');
  await WarehouseAttendantModel.create({
    attendantId: attendant.attendantId,
    warehouseId: store.warehouseId,
    previousWarehouseId: attendant.warehouse?.warehouseId ?? null,
    linkedBy,
    linkedAt: new Date(),
  });
  return {
    complete: true,
    attendant: attendantView(updated),
    warehouse,
    message: cashierMessage('linked', language, {
      name: updated.fullName,
      store: store.warehouseId,
    }),
  };
}

/** The last links of a cashier (newest first), for the results panel. */
export async function cashierLinks(userName: string, company: string) {
  const attendant = await findCashier(userName, company);
  if (!attendant) return [];
  const links = await WarehouseAttendantModel.find({
    attendantId: attendant.attendantId,
  })
    .sort({ linkedAt: -1 })
    .limit(10)
    .lean();
  return links.map((link) => ({
    warehouseId: link.warehouseId,
    previousWarehouseId: link.previousWarehouseId,
    linkedBy: link.linkedBy,
    linkedAt: link.linkedAt.toISOString(),
  }));
}
