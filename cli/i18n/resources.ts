import esApi from './es/api.json';
import esAudits from './es/audits.json';
import esCatalog from './es/catalog.json';
import esCommissions from './es/commissions.json';
import esCommon from './es/common.json';
import esCustomers from './es/customers.json';
import esErp from './es/erp.json';
import esMenus from './es/menus.json';
import esProgram from './es/program.json';
import esSeed from './es/seed.json';
import esStatus from './es/status.json';
import esUsers from './es/users.json';
import esWorkflows from './es/workflows.json';
import esPrices from './es/prices.json';
import esHeadcount from './es/headcount.json';
import esPurchases from './es/purchases.json';
import esXadis from './es/xadis.json';
import esCommands from './es/commands.json';
import esProducts from './es/products.json';
import esHistory from './es/history.json';
import enApi from './en/api.json';
import enAudits from './en/audits.json';
import enCatalog from './en/catalog.json';
import enCommissions from './en/commissions.json';
import enCommon from './en/common.json';
import enCustomers from './en/customers.json';
import enErp from './en/erp.json';
import enMenus from './en/menus.json';
import enProgram from './en/program.json';
import enSeed from './en/seed.json';
import enStatus from './en/status.json';
import enUsers from './en/users.json';
import enWorkflows from './en/workflows.json';
import enPrices from './en/prices.json';
import enHeadcount from './en/headcount.json';
import enPurchases from './en/purchases.json';
import enXadis from './en/xadis.json';
import enCommands from './en/commands.json';
import enProducts from './en/products.json';
import enHistory from './en/history.json';

/**
 * The CLI's texts per area (one JSON file per area and language, like the dashboard's modules);
 * a key is `<area>.<path>`, e.g. `status.column.backend`. Counted nouns use i18next's plural
 * forms (`_one`/`_other`); messages.test.ts checks that both languages have the same keys.
 */
export const resources = {
  es: {
    api: esApi,
    audits: esAudits,
    catalog: esCatalog,
    commissions: esCommissions,
    common: esCommon,
    customers: esCustomers,
    erp: esErp,
    menus: esMenus,
    program: esProgram,
    seed: esSeed,
    status: esStatus,
    users: esUsers,
    workflows: esWorkflows,
    prices: esPrices,
    headcount: esHeadcount,
    purchases: esPurchases,
    xadis: esXadis,
    commands: esCommands,
    products: esProducts,
    history: esHistory,
  },
  en: {
    api: enApi,
    audits: enAudits,
    catalog: enCatalog,
    commissions: enCommissions,
    common: enCommon,
    customers: enCustomers,
    erp: enErp,
    menus: enMenus,
    program: enProgram,
    seed: enSeed,
    status: enStatus,
    users: enUsers,
    workflows: enWorkflows,
    prices: enPrices,
    headcount: enHeadcount,
    purchases: enPurchases,
    xadis: enXadis,
    commands: enCommands,
    products: enProducts,
    history: enHistory,
  },
};

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${Paths<T[K]>}` }[keyof T & string];

/** Every key of the Spanish texts (the reference), plural forms named once without their suffix. */
export type MessageKey = Paths<(typeof resources)['es']>;
