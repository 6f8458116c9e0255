import { createDemoRandom } from '../../../domain/demo/random';
import { compareRisk, addressKey } from '../../../domain/audits/risk';
import { comparableText } from '../../../domain/common/text';
import { classifyCustomer } from '../../../domain/customers/classification';
import { customerNameKeys } from '../../../domain/customers/nameSearch';
import { localVeracruzNeighbourhoods } from '../../../domain/customers/postalCodes';
import { DEMO_EPOCH_SECONDS } from '../constants';
import { AuditModel, FRAUD_PREVENTION } from '../../models/audits/audit';
import { CustomerModel, type Customer, type FingerType } from '../../models/customers/customer';
import { isDuplicateKeyError } from '../../models/common';
import { rebuildCustomerCounts, refreshCustomerClasses } from '../../models/customers/customerCounts';
import { PostalCodeModel } from '../../models/catalog/postalCode';

/**
 * Demo customers (spec 001): every counter of the customer list has members, pending audits wait
 * for an auditor (with a blacklisted look-alike to show coincidences), and the local Veracruz
 * neighbourhoods of the postal-code catalogue. Deterministic: codes DEMO00000000001..., names and
 * phones from a seeded generator. A second run inserts nothing; `reset` removes the demo customers
 * (codes starting with DEMO) and their audits first.
 */
export type DemoCustomerState = 'auditable' | 'active' | 'inactive' | 'blacklisted' | 'incomplete' | 'registered';

// Blacklisted customers first: the pending audits are compared with them.
const plan: [DemoCustomerState, number][] = [
  ['blacklisted', 2],
  ['inactive', 4],
  ['active', 12],
  ['auditable', 8],
  ['incomplete', 6],
  ['registered', 5],
];
const firstNames = ['María', 'José', 'Guadalupe', 'Juan', 'Ana', 'Luis', 'Rosa', 'Carlos', 'Fernanda', 'Miguel', 'Lucía', 'Jorge'];
const secondNames = ['Elena', 'Antonio', 'Isabel', 'Manuel', 'Sofía', 'Ángel', 'Teresa', 'Alberto'];
const lastNames = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Cruz', 'Ramírez', 'Chablé', 'Torres', 'Jiménez', 'Domínguez'];
const stores = ['CO101', 'CO102', 'CO103', 'CO104', 'CO105', 'TC201'];
const fingers: FingerType[] = ['LEFT_INDEX', 'RIGHT_INDEX'];

export interface DemoCustomer {
  state: DemoCustomerState;
  customer: Omit<Customer, 'classes'>;
}

export function generateDemoCustomers(seed = 1): DemoCustomer[] {
  const random = createDemoRandom(seed * 7_777);
  const result: DemoCustomer[] = [];
  let index = 0;
  for (const [state, count] of plan) {
    for (let n = 0; n < count; n += 1) {
      index += 1;
      const code = `DEMO${String(index).padStart(11, '0')}`;
      const parts = { customerName: random.pick(firstNames), customerSecondName: random.pick(secondNames), customerLastName: random.pick(lastNames) };
      const customerName = `${parts.customerName} ${parts.customerSecondName} ${parts.customerLastName}`;
      const phone = `+52921${String(random.int(1_000_000, 9_999_999))}`;
      const email = `${comparableText(parts.customerName).replace(/ /g, '')}.${comparableText(parts.customerLastName)}${index}@example.com`;
      const neighbourhood = localVeracruzNeighbourhoods[index % localVeracruzNeighbourhoods.length];
      const enrolled = state === 'active' || state === 'registered';
      result.push({
        state,
        customer: {
          customerId: state === 'blacklisted' ? 'blacklist' : state === 'active' || state === 'inactive' ? code : null,
          customerName,
          nameParts: parts,
          birthdate: null,
          phones: [{ phoneType: 'mobile', phone }],
          emails: [email],
          phoneKeys: [phone],
          emailKeys: [email],
          ...customerNameKeys(customerName),
          address: {
            route_street_number: `Calle ${random.int(1, 40)} #${random.int(100, 999)}`,
            sublocality: neighbourhood.d_asenta,
            id_locality: '',
            locality: 'Coatzacoalcos',
            political: 'Veracruz',
            postal_code: neighbourhood.c_cp,
            references: '',
          },
          location: { type: 'Point', coordinates: [random.float(-94.5, -94.38, 5), random.float(18.1, 18.16, 5)] },
          taxpayer: null,
          sellBanned: state === 'active' || state === 'auditable' ? false : state === 'inactive' || state === 'blacklisted' ? true : null,
          zone: { zoneId: '1', zoneName: 'Coatzacoalcos' },
          customerTypeId: random.chance(0.8) ? 'CC' : random.pick(['CL', 'CJ']),
          legals: [
            { legalType: 'termsAndConditions', datetime: DEMO_EPOCH_SECONDS + index * 3600 },
            { legalType: 'noticePrivacy', datetime: DEMO_EPOCH_SECONDS + index * 3600 },
          ],
          files: [],
          preregistrationCode: code,
          // Demo templates: recognisable placeholders, never shown (the server does not send templates back).
          fingers: enrolled
            ? fingers.map((fingerType) => ({ fingerType, fingerTemplate: Buffer.from(`demo-template-${code}-${fingerType}`).toString('base64') }))
            : [],
          fingerCount: enrolled ? fingers.length : 0,
          registrationWarehouseId: random.pick(stores),
          enrollmentWarehouseId: enrolled ? random.pick(stores) : null,
          openAuditCount: state === 'auditable' ? 1 : 0,
          blacklistAudit: state === 'blacklisted',
        },
      });
    }
  }
  // The first pending customer shares the name of a blacklisted one: its audit shows coincidences.
  const lookAlike = result.find((entry) => entry.state === 'blacklisted')!;
  const pending = result.find((entry) => entry.state === 'auditable')!;
  Object.assign(pending.customer, {
    customerName: lookAlike.customer.customerName,
    nameParts: lookAlike.customer.nameParts,
    nameKey: lookAlike.customer.nameKey,
    nameWordStarts: lookAlike.customer.nameWordStarts,
  });
  return result;
}

export interface CustomerSeedCounts {
  inserted: number;
  unchanged: number;
  audits: number;
  postalCodes: number;
}

/** Writes the demo customers, their audits and the local postal codes; idempotent. */
export async function seedDemoCustomers(options: { reset?: boolean; seed?: number } = {}): Promise<CustomerSeedCounts> {
  await Promise.all([CustomerModel.createIndexes(), AuditModel.createIndexes(), PostalCodeModel.createIndexes()]);
  if (options.reset) {
    const demo = await CustomerModel.find({ preregistrationCode: { $regex: '^DEMO' } })
      .select({ _id: 1 })
      .lean();
    await AuditModel.deleteMany({ customerRef: { $in: demo.map((row) => row._id) } });
    await CustomerModel.deleteMany({ _id: { $in: demo.map((row) => row._id) } });
    await rebuildCustomerCounts();
  }
  const generated = generateDemoCustomers(options.seed ?? 1);
  const counts: CustomerSeedCounts = { inserted: 0, unchanged: 0, audits: 0, postalCodes: 0 };
  const blacklisted = generated.filter((entry) => entry.state === 'blacklisted');
  for (const [position, entry] of generated.entries()) {
    const existing = await CustomerModel.findOne({ preregistrationCode: entry.customer.preregistrationCode }).select({ _id: 1 }).lean();
    if (existing) {
      counts.unchanged += 1;
      continue;
    }
    const classes = classifyCustomer(entry.customer);
    let created;
    try {
      created = await CustomerModel.create({ ...entry.customer, classes });
    } catch (error) {
      // Another process seeding at the same moment inserted this customer first.
      if (!isDuplicateKeyError(error)) throw error;
      counts.unchanged += 1;
      continue;
    }
    counts.inserted += 1;
    await refreshCustomerClasses([created._id]);
    if (entry.state === 'active' || entry.state === 'auditable' || entry.state === 'blacklisted') {
      const subject = {
        id: String(created._id),
        customerName: entry.customer.customerName,
        phones: entry.customer.phoneKeys,
        emails: entry.customer.emailKeys,
        taxpayerId: null,
        addressKey: addressKey(entry.customer.address),
      };
      const risk = compareRisk(subject, {
        blacklisted: entry.state === 'auditable' ? await blacklistedSubjects(blacklisted.map((other) => other.customer.preregistrationCode!)) : [],
        existing: [],
      });
      const start = DEMO_EPOCH_SECONDS + position * 3600;
      // The raw collection: the demo audit carries its own dates and version.
      await AuditModel.collection.updateOne(
        { auditKey: `demo:${entry.customer.preregistrationCode}` },
        {
          $setOnInsert: {
            customerRef: created._id,
            startAudit: start,
            endAudit: entry.state === 'auditable' ? null : start + 86_400,
            promoter: FRAUD_PREVENTION,
            auditor: entry.state === 'auditable' ? null : 'auditor',
            auditorName: entry.state === 'auditable' ? null : 'Ana Karen Torres Jiménez',
            blacklist: entry.state === 'auditable' ? null : entry.state === 'blacklisted',
            decision: entry.state === 'auditable' ? null : entry.state === 'blacklisted' ? 'blacklist' : 'authorize',
            result: JSON.stringify(risk),
            ranking: risk.ranking,
            workflowId: null,
            decisionCustomerTypeId: null,
            decisionSetsBlacklistId: entry.state === 'blacklisted',
            _version: 1,
            _deleted: null,
            _lastChangedAt: start * 1000,
            createdAt: new Date(start * 1000),
            updatedAt: new Date(start * 1000),
          },
        },
        { upsert: true },
      );
      counts.audits += 1;
    }
  }
  const written = await PostalCodeModel.bulkWrite(
    localVeracruzNeighbourhoods.map((row) => ({
      updateOne: {
        filter: { c_cp: row.c_cp, d_asenta: row.d_asenta, d_mnpio: row.d_mnpio },
        update: { $setOnInsert: { ...row, source: 'local' } },
        upsert: true,
      },
    })),
  );
  counts.postalCodes = written.upsertedCount;
  return counts;
}

async function blacklistedSubjects(codes: string[]) {
  const rows = await CustomerModel.find({ preregistrationCode: { $in: codes } }).lean();
  return rows.map((row) => ({
    id: String(row._id),
    customerName: row.customerName,
    phones: row.phoneKeys,
    emails: row.emailKeys,
    taxpayerId: null,
    addressKey: addressKey(row.address),
  }));
}
