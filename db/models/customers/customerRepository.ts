import { Types } from 'mongoose';
import { WarehouseModel, warehouseTypes, type Warehouse } from '../stores/warehouse';
import { CustomerModel, type CustomerDocument } from './customer';
import { refreshCustomerClasses } from './customerCounts';
import { CustomerTypeModel, type CustomerType } from './customerType';
import { MarketReleaseModel } from './marketRelease';
import { customerFilterQuery, type CustomerQuery } from './queries';

/**
 * What the customer processes' activities (workers/activities/customers.ts) read and write: the
 * customers and the list's counters, the stores and customer types they name, and the releases to
 * stores. The activities receive it, so a test can hand them another.
 */
export interface CustomerRepository {
  findCustomer(customerRef: string): Promise<CustomerDocument | null>;
  /** The customers of these ids that exist (an id that is not one is left out). */
  findCustomers(customerRefs: readonly string[]): Promise<CustomerDocument[]>;
  /** Moves the customers into the list's counters they now belong to. */
  refreshClasses(customerRefs: readonly (Types.ObjectId | string)[]): Promise<void>;
  findStore(warehouseId: string): Promise<Pick<Warehouse, 'warehouseName' | 'location'> | null>;
  /** The next page of customer ids of a filter, in id order after `afterRef`. */
  customerRefsPage(query: CustomerQuery, afterRef: string | null, limit: number): Promise<string[]>;
  countCustomers(query: CustomerQuery): Promise<number>;
  /** Sets sellBanned on those not banned yet; answers how many changed. */
  banCustomers(customerRefs: readonly Types.ObjectId[]): Promise<number>;
  findCustomerType(customerTypeId: string): Promise<Pick<CustomerType, 'customerTypeId' | 'customerTypeName'> | null>;
  setCustomerType(customerRef: Types.ObjectId, customerTypeId: string): Promise<void>;
  /** Which of these warehouses are stores (a release goes to stores only). */
  storeIdsOf(warehouseIds: readonly string[]): Promise<string[]>;
  /** Releases the customer to the store: an existing release is reopened, a new one dated `releaseDate` (epoch seconds). */
  releaseToStore(customerId: string, warehouseId: string, releaseDate: number): Promise<void>;
}

/** The repository on the database's models. */
export const mongoCustomerRepository: CustomerRepository = {
  findCustomer: (customerRef) => CustomerModel.findById(customerRef).lean<CustomerDocument>().exec(),
  findCustomers(customerRefs) {
    const refs = customerRefs.filter((ref) => Types.ObjectId.isValid(ref)).map((ref) => new Types.ObjectId(ref));
    return CustomerModel.find({ _id: { $in: refs } })
      .lean<CustomerDocument[]>()
      .exec();
  },
  refreshClasses: refreshCustomerClasses,
  findStore: (warehouseId) => WarehouseModel.findOne({ warehouseId }).lean().exec(),
  async customerRefsPage(query, afterRef, limit) {
    const filter = customerFilterQuery(query);
    if (afterRef) Object.assign(filter, { _id: { $gt: new Types.ObjectId(afterRef) } });
    const rows = await CustomerModel.find(filter).select({ _id: 1 }).sort({ _id: 1 }).limit(limit).lean();
    return rows.map((row) => String(row._id));
  },
  countCustomers: (query) => CustomerModel.countDocuments(customerFilterQuery(query)).exec(),
  async banCustomers(customerRefs) {
    const write = await CustomerModel.updateMany({ _id: { $in: customerRefs }, sellBanned: { $ne: true } }, { $set: { sellBanned: true } });
    return write.modifiedCount;
  },
  findCustomerType: (customerTypeId) => CustomerTypeModel.findOne({ customerTypeId }).lean().exec(),
  async setCustomerType(customerRef, customerTypeId) {
    await CustomerModel.updateOne({ _id: customerRef }, { $set: { customerTypeId } });
  },
  async storeIdsOf(warehouseIds) {
    const stores = await WarehouseModel.find({ warehouseId: { $in: warehouseIds }, warehouseType: warehouseTypes.store })
      .select({ warehouseId: 1 })
      .lean();
    return stores.map((store) => store.warehouseId);
  },
  async releaseToStore(customerId, warehouseId, releaseDate) {
    await MarketReleaseModel.updateOne(
      { customerId, warehouseId },
      { $set: { marketFinalDate: 0 }, $setOnInsert: { marketReleaseDate: releaseDate } },
      { upsert: true },
    );
  },
};
