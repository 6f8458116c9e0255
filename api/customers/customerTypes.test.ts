import { describe, expect, it } from 'vitest';
import { CustomerTypeModel } from '../../db/models/customers/customerType';
import { useCustomersTestApp } from './testing';

const { app } = useCustomersTestApp({ register: { capacity: 30, perMinute: 1 } });

describe('staff customer operations over HTTP', () => {
  it('toggles a customer type between PRINCIPAL and INACTIVO', async () => {
    const token = await app.staffToken(['customers.read', 'customerTypes.write']);
    const toggle =
      'mutation ($id: String!, $d: Boolean!, $v: Int) { setCustomerTypeDefault(customerTypeId: $id, defaultType: $d, _version: $v) { customerTypeId defaultType _version } }';
    const types = (
      await app.gql<{ customerTypes: { customerTypeId: string; defaultType: boolean; _version: number }[] }>(
        '{ customerTypes { customerTypeId defaultType _version } }',
        {},
        { token },
      )
    ).data!.customerTypes;
    const cm = types.find((type) => type.customerTypeId === 'CM')!;
    const on = await app.gql<{ setCustomerTypeDefault: { defaultType: boolean; _version: number } }>(toggle, { id: 'CM', d: true, v: cm._version }, { token });
    expect(on.data!.setCustomerTypeDefault).toEqual({ customerTypeId: 'CM', defaultType: true, _version: cm._version + 1 });
    const stale = await app.gql(toggle, { id: 'CM', d: false, v: cm._version }, { token });
    expect(stale.errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_STALE');
    const reloaded = (
      await app.gql<{ customerTypes: { customerTypeId: string; defaultType: boolean }[] }>('{ customerTypes { customerTypeId defaultType } }', {}, { token })
    ).data!.customerTypes;
    // Exactly one PRINCIPAL after a reload: choosing CM made the previous main type INACTIVO.
    expect(reloaded.filter((type) => type.defaultType).map((type) => type.customerTypeId)).toEqual(['CM']);
    const off = await app.gql(toggle, { id: 'CM', d: false }, { token });
    expect(off.errors?.[0]).toMatchObject({
      message: 'There is always one main type: to change it, mark another type as main.',
      extensions: { errorCode: 'CUSTOMER_TYPE_DEFAULT_REQUIRED' },
    });
  });

  it('adds and renames customer types, refusing a bad key, an empty or repeated name, and a stale screen, changing nothing', async () => {
    const token = await app.staffToken(['customers.read', 'customerTypes.write']);
    const reader = await app.staffToken(['customers.read']);
    const CREATE = 'mutation ($i: CreateCustomerTypeInput!) { createCustomerType(input: $i) { customerTypeId customerTypeName defaultType _version } }';
    const RENAME =
      'mutation ($id: String!, $n: String!, $v: Int) { renameCustomerType(customerTypeId: $id, customerTypeName: $n, _version: $v) { customerTypeId customerTypeName _version } }';
    const list = async () =>
      (
        await app.gql<{ customerTypes: { customerTypeId: string; customerTypeName: string; defaultType: boolean; _version: number }[] }>(
          '{ customerTypes { customerTypeId customerTypeName defaultType _version } }',
          {},
          { token },
        )
      ).data!.customerTypes;
    const before = await list();

    expect((await app.gql(CREATE, { i: { customerTypeId: 'ce', customerTypeName: ' Cliente   Empresa ' } }, { token })).data).toEqual({
      createCustomerType: { customerTypeId: 'CE', customerTypeName: 'Cliente Empresa', defaultType: false, _version: 1 },
    });
    const refusals = await Promise.all([
      app.gql(CREATE, { i: { customerTypeId: 'C', customerTypeName: 'Corto' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CX', customerTypeName: '   ' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CY', customerTypeName: 'cliente empresa' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CE', customerTypeName: 'Otro nombre' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CW', customerTypeName: 'Con\u202Eoculto' } }, { token }),
      app.gql(CREATE, { i: { customerTypeId: 'CV', customerTypeName: 'Sin permiso' } }, { token: reader }),
    ]);
    expect(refusals.map((answer) => answer.errors?.[0].extensions.errorCode)).toEqual([
      'CUSTOMER_TYPE_ID_INVALID',
      'CUSTOMER_TYPE_NAME_REQUIRED',
      'CUSTOMER_TYPE_NAME_TAKEN',
      'CUSTOMER_TYPE_ID_TAKEN',
      'TEXT_DIRECTION_CHARACTER',
      'FORBIDDEN',
    ]);
    expect(refusals[2].errors?.[0].message).toBe('A customer type named cliente empresa already exists.');
    expect((await list()).map((type) => type.customerTypeId).sort()).toEqual([...before.map((type) => type.customerTypeId), 'CE'].sort());

    const renamed = await app.gql<{ renameCustomerType: { customerTypeName: string; _version: number } }>(
      RENAME,
      { id: 'CE', n: 'Cliente Corporativo', v: 1 },
      { token },
    );
    expect(renamed.data?.renameCustomerType).toEqual({ customerTypeId: 'CE', customerTypeName: 'Cliente Corporativo', _version: 2 });
    expect((await app.gql(RENAME, { id: 'CE', n: 'Otro', v: 1 }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_STALE');
    expect((await app.gql(RENAME, { id: 'CE', n: before[0].customerTypeName.toUpperCase() }, { token })).errors?.[0].extensions.errorCode).toBe(
      'CUSTOMER_TYPE_NAME_TAKEN',
    );
    expect((await app.gql(RENAME, { id: 'CE', n: '' }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NAME_REQUIRED');
    expect((await app.gql(RENAME, { id: 'ZZ', n: 'Nadie' }, { token })).errors?.[0].extensions.errorCode).toBe('CUSTOMER_TYPE_NOT_FOUND');
    expect((await list()).find((type) => type.customerTypeId === 'CE')).toMatchObject({ customerTypeName: 'Cliente Corporativo', _version: 2 });

    // A new type may be created as the main one: the previous one becomes INACTIVO.
    await app.gql(CREATE, { i: { customerTypeId: 'CN', customerTypeName: 'Cliente Nuevo', defaultType: true } }, { token });
    expect((await list()).filter((type) => type.defaultType).map((type) => type.customerTypeId)).toEqual(['CN']);
  });

  it('keeps exactly one main type when many requests choose different ones at once', async () => {
    const token = await app.staffToken(['customers.read', 'customerTypes.write']);
    const toggle = 'mutation ($id: String!) { setCustomerTypeDefault(customerTypeId: $id, defaultType: true) { customerTypeId defaultType } }';
    const ids = ['CC', 'CL', 'CJ', 'CM', 'CB001', 'CE'];
    const answers = await Promise.all([...ids, ...ids].map((id) => app.gql(toggle, { id }, { token })));
    expect(answers.every((answer) => !answer.errors || answer.errors[0].extensions.errorCode === 'CUSTOMER_TYPE_STALE')).toBe(true);
    expect(await CustomerTypeModel.countDocuments({ defaultType: true })).toBe(1);
    // The database itself refuses a second main type.
    const main = await CustomerTypeModel.findOne({ defaultType: true }).lean();
    await expect(
      CustomerTypeModel.updateOne({ customerTypeId: main!.customerTypeId === 'CC' ? 'CL' : 'CC' }, { $set: { defaultType: true } }),
    ).rejects.toMatchObject({ code: 11000 });
  });

  it('repairs stored types with two main ones (data from before the rule) when the list is read', async () => {
    const token = await app.staffToken(['customers.read']);
    await CustomerTypeModel.collection.dropIndex('oneDefaultType');
    await CustomerTypeModel.collection.updateMany({ customerTypeId: { $in: ['CC', 'CL'] } }, { $set: { defaultType: true } });
    await CustomerTypeModel.collection.updateOne({ customerTypeId: 'CL' }, { $set: { _lastChangedAt: Date.now() + 1000 } });
    const listed = (
      await app.gql<{ customerTypes: { customerTypeId: string; defaultType: boolean }[] }>('{ customerTypes { customerTypeId defaultType } }', {}, { token })
    ).data!.customerTypes;
    expect(listed.filter((type) => type.defaultType).map((type) => type.customerTypeId)).toEqual(['CL']);
    expect((await CustomerTypeModel.collection.indexes()).map((index) => index.name)).toContain('oneDefaultType');
  });
});
