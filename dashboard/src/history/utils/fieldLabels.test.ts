import { describe, expect, it } from 'vitest';
import { changedFieldsSummary, fieldLabel, withoutPositions, type FieldLabels } from './fieldLabels';

const labels: FieldLabels = {
  common: { status: 'Estado', name: 'Nombre', 'address.city': 'Ciudad', phones: 'Teléfonos', 'phones.number': 'Teléfono' },
  Customer: { status: 'Estatus del cliente', customerTypeId: 'Tipo de cliente' },
  Warehouse: { zoneId: 'Zona' },
};

describe('fieldLabel', () => {
  it.each<[string, string, string]>([
    ['status', 'Customer', 'Estatus del cliente'],
    ['status', 'Warehouse', 'Estado'],
    ['status', 'Unknown', 'Estado'],
    ['customerTypeId', 'Customer', 'Tipo de cliente'],
    ['customerTypeId', 'Warehouse', 'customerTypeId'],
    ['zoneId', 'Warehouse', 'Zona'],
    ['address.city', 'Customer', 'Ciudad'],
    ['address.street', 'Customer', 'address.street'],
    ['phones.1.number', 'Customer', 'Teléfono 2'],
    ['phones.0', 'Customer', 'Teléfonos 1'],
    ['emails.0.address', 'Customer', 'emails.0.address'],
  ])('%s of a %s is %s', (field, recordType, expected) => {
    expect(fieldLabel(field, recordType, labels)).toBe(expected);
  });

  it('keeps the dotted path when nothing is known', () => {
    expect(fieldLabel('erp.terminal.port', 'Warehouse', {})).toBe('erp.terminal.port');
  });
});

describe('withoutPositions', () => {
  it.each<[string, string]>([
    ['phones.0.number', 'phones.number'],
    ['status', 'status'],
    ['a.10.b.2', 'a.b'],
  ])('%s -> %s', (field, expected) => {
    expect(withoutPositions(field)).toBe(expected);
  });
});

describe('changedFieldsSummary', () => {
  const more = (count: number) => `+${count}`;
  it.each<[string[], string]>([
    [[], ''],
    [['Estado'], 'Estado'],
    [['Estado', 'Zona', 'Nombre'], 'Estado, Zona, Nombre'],
    [['Estado', 'Zona', 'Nombre', 'Activo', 'Tipo'], 'Estado, Zona, Nombre +2'],
  ])('%j', (fields, expected) => {
    expect(changedFieldsSummary(fields, more)).toBe(expected);
  });
});
