import { describe, expect, it } from 'vitest';
import { addressKey, compareRisk, nameSimilarity, rankCoincidences, riskFactor, type RiskSubject } from './risk';

const subject: RiskSubject = {
  id: 'new',
  customerName: 'José Luis Pérez Cruz',
  phones: ['+529211234567'],
  emails: ['jose@example.com'],
  taxpayerId: 'PECJ800101AB1',
  addressKey: addressKey({ postal_code: '96400', route_street_number: 'Av. Juárez 12' }),
};

describe('risk comparison', () => {
  it('finds nothing and ranks 0 without risk data', () => {
    const result = compareRisk(subject, { blacklisted: [], existing: [] });
    expect(result.ranking).toBe(0);
    expect(riskFactor(result.ranking)).toBe('0.00');
  });

  it('lists each coincidence type with item, value and id, and ranks a blacklisted phone high', () => {
    const result = compareRisk(subject, {
      blacklisted: [{ id: 'b1', customerName: 'Jose Luis Perez Cruz', phones: ['+529211234567'], emails: [], taxpayerId: null, addressKey: null }],
      existing: [{ id: 'e1', customerName: 'Otra Persona', phones: [], emails: ['jose@example.com'], taxpayerId: null, addressKey: null }],
    });
    expect(result.phone).toEqual([{ item: '+529211234567', value: 1, id: 'b1' }]);
    expect(result.name).toEqual([{ item: 'Jose Luis Perez Cruz', value: 1, id: 'b1' }]);
    expect(result.existingCustomer).toEqual([{ item: 'jose@example.com', value: 1, id: 'e1' }]);
    // 10 x (1 - 0.1 x 0.4 x 0.6)
    expect(result.ranking).toBeCloseTo(9.76, 4);
    expect(riskFactor(result.ranking)).toBe('97.60');
  });

  it('matches taxpayer ids ignoring case and addresses by postal code and street', () => {
    const result = compareRisk(subject, {
      blacklisted: [
        {
          id: 'b2',
          customerName: 'Nadie',
          phones: [],
          emails: [],
          taxpayerId: 'pecj800101ab1',
          addressKey: addressKey({ postal_code: '96400', route_street_number: 'av juarez 12' }),
        },
      ],
      existing: [],
    });
    expect(result.taxpayer).toHaveLength(1);
    expect(result.address).toHaveLength(1);
    expect(result.ranking).toBeCloseTo(10 * (1 - 0.1 * 0.5), 4);
  });

  it('scores similar names and ignores different ones', () => {
    expect(nameSimilarity('José Luis Pérez', 'Jose Luis Perez')).toBe(1);
    expect(nameSimilarity('José Luis Pérez Cruz', 'José Luis Pérez Cruze')).toBeGreaterThan(0.8);
    expect(nameSimilarity('Ana Torres', 'Pedro Gómez')).toBeLessThan(0.5);
  });

  it('ranks monotonically and never above 10', () => {
    const one = rankCoincidences({ phone: [{ item: 'x', value: 1, id: 'a' }], email: [], name: [], taxpayer: [], address: [], existingCustomer: [] });
    const many = rankCoincidences({
      phone: [{ item: 'x', value: 1, id: 'a' }],
      email: [{ item: 'y', value: 1, id: 'a' }],
      name: [],
      taxpayer: [{ item: 'z', value: 1, id: 'a' }],
      address: [],
      existingCustomer: [],
    });
    expect(many).toBeGreaterThan(one);
    expect(many).toBeLessThanOrEqual(10);
  });
});
