import type { CustomerType } from '../models/customers/customerType';

/** Customer types (spec 001 and 002); CC is the principal type new customers get. */
export const demoCustomerTypes: CustomerType[] = [
  { customerTypeId: 'CC', customerTypeName: 'Cliente Club', labels: { es: 'Cliente Club', en: 'Club customer' }, defaultType: true },
  { customerTypeId: 'CL', customerTypeName: 'Cliente Leal', labels: { es: 'Cliente Leal', en: 'Loyal customer' }, defaultType: false },
  { customerTypeId: 'CJ', customerTypeName: 'Cliente Tiendero', labels: { es: 'Cliente Tiendero', en: 'Corner-shop customer' }, defaultType: false },
  { customerTypeId: 'CM', customerTypeName: 'Cliente Mayorista', labels: { es: 'Cliente Mayorista', en: 'Wholesale customer' }, defaultType: false },
  { customerTypeId: 'CB001', customerTypeName: 'Convenio Bebidas', labels: { es: 'Convenio Bebidas', en: 'Beverage agreement' }, defaultType: false },
];

/** The customer type new and authorized customers receive. */
export const DEFAULT_CUSTOMER_TYPE_ID = 'CC';
