import { z } from 'zod';
import { isMoneyText, money, moneyText } from './money';

/**
 * An amount in an input (GraphQL's Decimal hands resolvers a decimal string, REST bodies send
 * strings, older clients numbers): parsed exactly and kept as its decimal text (docs/money.md).
 */
export const moneyInputSchema = z
  .union([z.string(), z.number().finite()])
  .refine((value) => typeof value === 'number' || isMoneyText(value), 'expected a decimal amount such as "18.3333"')
  .transform((value) => moneyText(money(value)));
