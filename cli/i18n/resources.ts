import esApi from './es/api.json';
import esAudits from './es/audits.json';
import esCatalog from './es/catalog.json';
import esCommissions from './es/commissions.json';
import esCommon from './es/common.json';
import esCustomers from './es/customers.json';
import esErp from './es/erp.json';
import esMenus from './es/menus.json';
import esProgram from './es/program.json';
import esDemo from './es/demo.json';
import esSystem from './es/system.json';
import esAccess from './es/access.json';
import esWorkflows from './es/workflows.json';
import esPricing from './es/pricing.json';
import esHeadcount from './es/headcount.json';
import esPurchasing from './es/purchasing.json';
import esXadis from './es/xadis.json';
import esRemoteCommands from './es/remoteCommands.json';
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
import enDemo from './en/demo.json';
import enSystem from './en/system.json';
import enAccess from './en/access.json';
import enWorkflows from './en/workflows.json';
import enPricing from './en/pricing.json';
import enHeadcount from './en/headcount.json';
import enPurchasing from './en/purchasing.json';
import enXadis from './en/xadis.json';
import enRemoteCommands from './en/remoteCommands.json';
import enProducts from './en/products.json';
import enHistory from './en/history.json';

/**
 * The CLI's texts per area (one JSON file per area and language, like the dashboard's modules);
 * a key is `<area>.<path>`, e.g. `system.column.backend`. Counted nouns use i18next's plural
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
    demo: esDemo,
    system: esSystem,
    access: esAccess,
    workflows: esWorkflows,
    pricing: esPricing,
    headcount: esHeadcount,
    purchasing: esPurchasing,
    xadis: esXadis,
    remoteCommands: esRemoteCommands,
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
    demo: enDemo,
    system: enSystem,
    access: enAccess,
    workflows: enWorkflows,
    pricing: enPricing,
    headcount: enHeadcount,
    purchasing: enPurchasing,
    xadis: enXadis,
    remoteCommands: enRemoteCommands,
    products: enProducts,
    history: enHistory,
  },
};

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${Paths<T[K]>}` }[keyof T & string];

/** Every key of the Spanish texts (the reference), plural forms named once without their suffix. */
export type MessageKey = Paths<(typeof resources)['es']>;
