import { randomInt } from 'node:crypto';
import { AppError } from '../../domain/errors/catalogue';
import { generatePreregistrationCode } from '../../domain/customers/code';
import { customerNameKeys } from '../../domain/customers/nameSearch';
import {
  contactKeys,
  DEFAULT_CUSTOMER_TYPE_ID,
  DEFAULT_MAP_CENTRE,
  firstUnparseablePhone,
  fullCustomerName,
  withMexicoPrefix,
  type Registration,
} from '../../domain/customers/registration';
import { Types } from 'mongoose';
import { CustomerModel, newCustomerRecord } from '../../db/models/customers/customer';
import { isDuplicateKeyError } from '../../db/models/common';
import { claimCustomerContacts, releaseCustomerContacts } from '../../db/models/customers/customerContact';
import { WarehouseModel, type Warehouse } from '../../db/models/stores/warehouse';
import { buildFileKey, thumbnailKeyOf, type FileStorage } from '../../integrations/storage';
import type { WorkflowGateway } from '../../workers/gateway';
import { barcodeKey } from '../../domain/customers/files';
import { barcodeSvgDataUrl } from '../../domain/customers/barcode';
import { CUSTOMER_AUDIT_WORKFLOW, customerAuditWorkflowId, type CustomerAuditInput } from '../../workflows/audits/customerAudit';
import { verifyInePhotoToken } from './inePhoto';

const CODE_ATTEMPTS = 5;

export interface RegisteredCustomer {
  id: string;
  customerName: string;
  preregistrationCode: string;
  barcodeUrl: string;
  /** The barcode as an SVG data: URL, so the result view shows it without another request (the stored PNG is written by the audit process). */
  barcodeDataUrl: string;
  storeName: string;
  emails: string[];
  mobilePhones: string[];
  workflowId: string;
}

/** True when a live customer already has one of these +52 phones or lower-case e-mails. */
export async function contactTaken(keys: { phoneKeys: string[]; emailKeys: string[] }): Promise<boolean> {
  // One round trip: each branch of the $or is read from its index (the embedded server, like
  // MongoDB, answers an $or of indexed branches with the union of their index reads), and the
  // driver is called directly: a filter of plain strings needs none of mongoose's casting.
  const branches = [
    ...(keys.phoneKeys.length ? [{ phoneKeys: { $in: keys.phoneKeys } }] : []),
    ...(keys.emailKeys.length ? [{ emailKeys: { $in: keys.emailKeys } }] : []),
  ];
  if (branches.length === 0) return false;
  return (await CustomerModel.collection.findOne({ $or: branches, _deleted: { $ne: true } }, { projection: { _id: 1 } })) !== null;
}

/**
 * Pre-registers a customer (spec 000 sections 3, 7): checks the store and the phones, refuses an
 * existing customer, creates the record with a fresh unique code (retried on a collision), renders
 * the Code 128 barcode for the answer and starts the audit process, whose first activity stores
 * the form JSON and the barcode in public storage and counts the customer, before it sends the
 * e-mails and SMS (workflows/audits/customerAudit.ts). Anything failing before the process starts
 * removes what was written, so the visitor can simply try again.
 */
export async function registerCustomer(
  services: { storage: FileStorage; workflows: WorkflowGateway },
  registration: Registration,
  now: () => number = Date.now,
  /** The private upload key of the INE photo, already checked against its token (see inePhotoKeyOf). */
  inePhotoKey: string | null = null,
): Promise<RegisteredCustomer> {
  const unparseable = firstUnparseablePhone(registration.phones);
  if (unparseable) throw new AppError('CUSTOMER_PHONE_UNPARSEABLE', { phone: unparseable });
  const keys = contactKeys(registration);
  // Independent reads, side by side: each is one indexed look-up.
  const [store, taken] = await Promise.all([
    WarehouseModel.collection.findOne<Pick<Warehouse, 'warehouseId' | 'warehouseName' | 'address' | 'location' | 'zone'>>(
      { warehouseId: registration.warehouseId, warehouseType: '_10', active: true, _deleted: { $ne: true } },
      { projection: { _id: 0, warehouseId: 1, warehouseName: 1, address: 1, location: 1, zone: 1 } },
    ),
    contactTaken(keys),
  ]);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  if (taken) throw new AppError('CUSTOMER_ALREADY_EXISTS');

  // The photo moves under the customer's own id; the upload is removed once the customer exists.
  const customerId = new Types.ObjectId();
  const identificationKey = inePhotoKey ? customerIdentificationKey(String(customerId), inePhotoKey) : null;

  const customerName = fullCustomerName(registration);
  const coordinates = registration.address?.location?.coordinates;
  const base = {
    customerId: null,
    customerName,
    nameParts: {
      customerName: registration.customerName,
      customerSecondName: registration.customerSecondName,
      customerLastName: registration.customerLastName,
    },
    birthdate: registration.customerBirthday,
    phones: registration.phones.map((phone) => ({ phoneType: phone.phoneType, phone: withMexicoPrefix(phone.phone) })),
    emails: registration.emails,
    ...keys,
    ...customerNameKeys(customerName),
    address: registration.address ? { ...registration.address, location: undefined } : null,
    location: coordinates ? { type: 'Point' as const, coordinates: [coordinates[1], coordinates[0]] as [number, number] } : null,
    taxpayer: registration.taxpayer ? { ...registration.taxpayer, identification: registration.taxpayer.identification.toUpperCase() } : null,
    sellBanned: false,
    zone: store.zone ? { zoneId: store.zone.zoneId, zoneName: store.zone.zoneName } : null,
    customerTypeId: DEFAULT_CUSTOMER_TYPE_ID,
    legals: registration.legals,
    files: identificationKey ? [{ fileName: identificationKey, fileType: 'identification' as const }] : [],
    fingers: [],
    fingerCount: 0,
    registrationWarehouseId: store.warehouseId,
    enrollmentWarehouseId: null,
    openAuditCount: 0,
    blacklistAudit: false,
    classes: [],
  };

  // The look-up above answers the common case; the claims make two registrations racing on the
  // same phone or e-mail end with one customer.
  if (!(await claimCustomerContacts(String(customerId), keys, new Date(now())))) throw new AppError('CUSTOMER_ALREADY_EXISTS');

  let created: { _id: unknown; preregistrationCode: string | null } | null = null;
  try {
    for (let attempt = 0; attempt < CODE_ATTEMPTS && !created; attempt += 1) {
      const code = generatePreregistrationCode(now(), randomInt);
      try {
        // The fields come from the parsed form: inserted as CustomerModel.create would store them.
        const record = newCustomerRecord({ ...base, _id: customerId, preregistrationCode: code });
        await CustomerModel.collection.insertOne(record);
        created = record;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  } finally {
    if (!created) await releaseCustomerContacts(String(customerId)).catch(() => undefined);
  }
  if (!created?.preregistrationCode) throw new AppError('CUSTOMER_REGISTRATION_FAILED');
  const id = String(created._id);
  const code = created.preregistrationCode;
  const workflowId = customerAuditWorkflowId(id);
  try {
    if (inePhotoKey && identificationKey) {
      await copyFile(services.storage, inePhotoKey, identificationKey);
      // An upload from before thumbnails were made has none: the photo alone is enough.
      await copyFile(services.storage, thumbnailKeyOf(inePhotoKey), thumbnailKeyOf(identificationKey), { optional: true });
    }
    // The form goes to public storage (by the audit process): the upload token stays out of it.
    const { inePhotoToken: _token, ...publicForm } = registration;
    const form = {
      ...publicForm,
      preregistrationCode: code,
      store: {
        warehouseName: store.warehouseName,
        address: store.address,
        location: { coordinates: [store.location.coordinates[1], store.location.coordinates[0]] },
      },
    };
    // The process's first activity stores the form and the barcode and counts the customer; the
    // answer only waits for the process to be durably started.
    const input: CustomerAuditInput = { customerRef: id, notifyRegistration: true, registrationFiles: { preregistrationCode: code, form } };
    await services.workflows.start(CUSTOMER_AUDIT_WORKFLOW, input, { workflowId });
    if (inePhotoKey) await Promise.all([services.storage.delete(inePhotoKey), services.storage.delete(thumbnailKeyOf(inePhotoKey))]).catch(() => undefined);
    return {
      id,
      customerName,
      preregistrationCode: code,
      barcodeUrl: services.storage.url(barcodeKey(code)),
      barcodeDataUrl: await barcodeSvgDataUrl(code),
      storeName: store.warehouseName,
      emails: registration.emails,
      mobilePhones: registration.phones.filter((phone) => phone.phoneType === 'mobile').map((phone) => phone.phone),
      workflowId,
    };
  } catch (error) {
    await CustomerModel.deleteOne({ _id: created._id }).catch(() => undefined);
    await releaseCustomerContacts(id).catch(() => undefined);
    if (identificationKey)
      await Promise.all([services.storage.delete(identificationKey), services.storage.delete(thumbnailKeyOf(identificationKey))]).catch(() => undefined);
    throw error instanceof AppError
      ? error
      : new AppError('CUSTOMER_REGISTRATION_FAILED', {}, { cause: error instanceof Error ? error.message : String(error) });
  }
}

/** Where a customer's INE photo is kept: private, owned by the customer, same random name as the upload. */
export function customerIdentificationKey(customerId: string, uploadKey: string): string {
  return buildFileKey('private', customerId, `identification/${uploadKey.slice(uploadKey.lastIndexOf('/') + 1)}`);
}

async function copyFile(storage: FileStorage, from: string, to: string, options: { optional?: boolean } = {}): Promise<void> {
  const source = await storage.get(from);
  if (!source && options.optional) return;
  if (!source) throw new AppError('CUSTOMER_INE_TOKEN_INVALID');
  await storage.put(to, source.stream, { contentType: source.contentType });
}

/**
 * The upload key behind an INE photo token, once its signature, expiry and stored file are
 * checked; CUSTOMER_INE_TOKEN_INVALID otherwise, before anything is written.
 */
export async function inePhotoKeyOf(storage: FileStorage, secret: string, token: string, now: number = Date.now()): Promise<string> {
  const key = verifyInePhotoToken(secret, token, now);
  if (!key || !(await storage.head(key))) throw new AppError('CUSTOMER_INE_TOKEN_INVALID');
  return key;
}

export interface NearbyStore {
  warehouseId: string;
  warehouseName: string;
  address: string;
  /** [lat, lng] */
  coordinates: [number, number];
  distanceKm: number;
}

/**
 * Active stores (type _10), nearest first to the given [lat, lng] (the default map centre
 * otherwise), from the database: `$geoNear` on the stores' 2dsphere location index, great-circle
 * distances in metres (MongoDB's earth radius), on the embedded server as on MongoDB.
 */
export async function nearestStores(position: [number, number] | null, limit: number): Promise<NearbyStore[]> {
  const [lat, lng] = position ?? [DEFAULT_MAP_CENTRE.lat, DEFAULT_MAP_CENTRE.lng];
  // The 2dsphere index is created by the model's autoIndex; a fresh database may still be building it.
  await WarehouseModel.init();
  const stores = await WarehouseModel.aggregate<{
    warehouseId: string;
    warehouseName: string;
    address: { street?: string; neighborhood?: string; city?: string; state?: string };
    location: { coordinates: [number, number] };
    distanceMeters: number;
  }>([
    {
      $geoNear: {
        near: { type: 'Point', coordinates: [lng, lat] },
        distanceField: 'distanceMeters',
        key: 'location',
        spherical: true,
        query: { warehouseType: '_10', active: true, _deleted: { $ne: true } },
      },
    },
    { $limit: limit },
    { $project: { _id: 0, warehouseId: 1, warehouseName: 1, address: 1, location: 1, distanceMeters: 1 } },
  ]);
  return stores.map((store) => ({
    warehouseId: store.warehouseId,
    warehouseName: store.warehouseName,
    address: [store.address.street, store.address.neighborhood, store.address.city, store.address.state].filter(Boolean).join(', '),
    coordinates: [store.location.coordinates[1], store.location.coordinates[0]],
    distanceKm: Math.round(store.distanceMeters / 10) / 100,
  }));
}
