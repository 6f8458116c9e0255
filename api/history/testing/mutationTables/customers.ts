import { CustomerModel } from '../../../../db/models/customers/customer';
import { workflow, type Table } from './types';

/** Customers, customer types, fingerprints and audits. */

const TEMPLATE = 'Rk1SACAyMAAAAAFcAAABPAFiAMUAxQEAAAAoN4CEAD';

export const customersTable: Table = {
  createCustomer: {
    nothing:
      'the public pre-registration (no staff, no session): its insert goes through the driver (CustomerModel.collection) with the registration file checks, which docs/history.md lists as not recorded',
  },
  startCustomerMassUpdate: workflow(['Customer']),
  decideAudit: workflow(['Audit', 'Customer'], 'signals the audit workflow run of the customer'),
  decideAudits: workflow(['Audit', 'Customer'], 'signals the audit workflow runs of the selection'),
  reopenCustomerAudit: workflow(['Audit'], 'starts an audit workflow run'),

  createCustomerType: {
    records: ['CustomerType'],
    operation: 'create',
    call: () => ({ query: 'mutation { createCustomerType(input: { customerTypeId: "ZZ", customerTypeName: "Prueba" }) { id } }', as: 'admin' }),
  },
  renameCustomerType: {
    records: ['CustomerType'],
    operation: 'update',
    field: 'customerTypeName',
    call: () => ({ query: 'mutation { renameCustomerType(customerTypeId: "ZZ", customerTypeName: "Prueba dos") { id } }', as: 'admin' }),
  },
  setCustomerTypeDefault: {
    records: ['CustomerType'],
    call: () => ({ query: 'mutation { setCustomerTypeDefault(customerTypeId: "ZZ", defaultType: true) { id } }', as: 'admin' }),
  },
  enrollFingerprints: {
    records: ['Customer'],
    operation: 'update',
    field: 'fingerCount',
    call: async () => {
      const customer = (await CustomerModel.findOne({ fingerCount: 0, customerId: { $ne: 'blacklist' }, blacklistAudit: { $ne: true } }).lean())!;
      const fingers = [
        { fingerType: 'LEFT_INDEX', fingerTemplate: TEMPLATE },
        { fingerType: 'RIGHT_INDEX', fingerTemplate: `${TEMPLATE}QQ` },
      ];
      return {
        query: 'mutation ($i: FingerprintEnrollmentInput!) { enrollFingerprints(input: $i) { fingerCount } }',
        variables: { i: { customerId: String(customer._id), warehouseId: 'CO102', fingers } },
        as: 'admin',
      };
    },
  },
};
