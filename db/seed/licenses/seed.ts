import addDays from 'date-fns/addDays';
import { PosLicenseModel } from '../../models/licenses';
import { WarehouseModel, warehouseTypes } from '../../models/stores/warehouse';

/**
 * Demo point-of-sale licenses: registers 101 to 103 of every demo store (spec 002 section 9), with
 * a deterministic key and a mix of states relative to the day it first runs (mostly active, some
 * expiring within 30 days, a few expired, one revoked) and a recorded renewal on some. Idempotent:
 * a license already there is left as the administrators changed it.
 */
export const DEMO_REGISTERS = [101, 102, 103] as const;
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

function group(seed: number): string {
  let value = seed;
  let text = '';
  for (let index = 0; index < 5; index += 1) {
    text += KEY_ALPHABET[value % KEY_ALPHABET.length];
    value = Math.floor(value / KEY_ALPHABET.length) ^ (Math.imul(value, 2654435761) >>> 0);
    value >>>= 0;
  }
  return text;
}

export function demoLicenseKey(warehouseId: string, register: number): string {
  return ['PRM', group(hash(`${warehouseId}:${register}:a`)), group(hash(`${warehouseId}:${register}:b`)), group(hash(`${warehouseId}:${register}:c`))].join(
    '-',
  );
}

export async function seedLicensesDemo(options: { reset?: boolean; now?: number } = {}): Promise<{ licenses: number }> {
  if (options.reset) await PosLicenseModel.deleteMany({});
  const now = options.now ?? Date.now();
  const stores = await WarehouseModel.find({
    warehouseType: warehouseTypes.store,
    active: true,
  })
    .sort({ warehouseId: 1 })
    .lean();
  const operations = stores.flatMap((store, storeIndex) =>
    DEMO_REGISTERS.map((register) => {
      const licenseId = `${store.warehouseId}-${register}`;
      const roll = hash(licenseId) % 100;
      // 70 % active (60 to 330 days left), 18 % expiring (3 to 28 days), 12 % expired (1 to 40 days ago).
      const expiresAt =
        roll < 70
          ? addDays(now, 60 + (roll % 10) * 30).getTime()
          : roll < 88
            ? addDays(now, 3 + (roll % 26)).getTime()
            : addDays(now, -(1 + (roll % 40))).getTime();
      const issuedAt = addDays(expiresAt, -365).getTime();
      const renewed = roll % 4 === 0;
      const revoked = storeIndex === 1 && register === 103;
      return {
        updateOne: {
          filter: { licenseId },
          update: {
            $setOnInsert: {
              licenseId,
              warehouseId: store.warehouseId,
              warehouseName: store.warehouseName,
              organizationId: store.organization.organizationId,
              registerNumber: register,
              licenseKey: demoLicenseKey(store.warehouseId, register),
              issuedAt: renewed ? addDays(issuedAt, -365).getTime() : issuedAt,
              expiresAt,
              revokedAt: revoked ? addDays(now, -3).getTime() : null,
              revokedBy: revoked ? 'licencias' : null,
              revokeReason: revoked ? 'Caja dada de baja por cambio de equipo.' : null,
              renewals: renewed
                ? [
                    {
                      renewedBy: 'licencias',
                      renewedAt: new Date(addDays(issuedAt, -10).getTime()),
                      months: 12,
                      previousExpiresAt: issuedAt,
                      newExpiresAt: expiresAt,
                      note: 'Renovación anual',
                    },
                  ]
                : [],
              _version: 1,
            },
          },
          upsert: true,
        },
      };
    }),
  );
  if (operations.length > 0) await PosLicenseModel.bulkWrite(operations, { ordered: false });
  return { licenses: operations.length };
}
