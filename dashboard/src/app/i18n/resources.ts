import accessEn from '../../access/i18n/en.json';
import accessEs from '../../access/i18n/es.json';
import adminEn from '../../admin/i18n/en.json';
import adminEs from '../../admin/i18n/es.json';
import auditsEn from '../../audits/i18n/en.json';
import auditsEs from '../../audits/i18n/es.json';
import cfdiEn from '../../cfdi/i18n/en.json';
import cfdiEs from '../../cfdi/i18n/es.json';
import customersEn from '../../customers/i18n/en.json';
import customersEs from '../../customers/i18n/es.json';
import erpEn from '../../erp/i18n/en.json';
import erpEs from '../../erp/i18n/es.json';
import graphiqlEn from '../../graphiql/i18n/en.json';
import graphiqlEs from '../../graphiql/i18n/es.json';
import outboxEn from '../../outbox/i18n/en.json';
import outboxEs from '../../outbox/i18n/es.json';
import profileEn from '../../profile/i18n/en.json';
import profileEs from '../../profile/i18n/es.json';
import publicEn from '../../public/i18n/en.json';
import publicEs from '../../public/i18n/es.json';
import registrationEn from '../../registration/i18n/en.json';
import registrationEs from '../../registration/i18n/es.json';
import shellEn from '../../shell/i18n/en.json';
import shellEs from '../../shell/i18n/es.json';
import systemEn from '../../system/i18n/en.json';
import systemEs from '../../system/i18n/es.json';
import workflowsEn from '../../workflows/i18n/en.json';
import workflowsEs from '../../workflows/i18n/es.json';
import commonEn from './en.json';
import commonEs from './es.json';

/**
 * Every user-visible text, one namespace per business area. A module keeps its own es/en files
 * beside its code; registering them here is the one step that makes them available.
 */
export const resources = {
  es: {
    common: commonEs,
    public: publicEs,
    access: accessEs,
    shell: shellEs,
    outbox: outboxEs,
    workflows: workflowsEs,
    system: systemEs,
    erp: erpEs,
    graphiql: graphiqlEs,
    profile: profileEs,
    admin: adminEs,
    cfdi: cfdiEs,
    registration: registrationEs,
    customers: customersEs,
    audits: auditsEs,
  },
  en: {
    common: commonEn,
    public: publicEn,
    access: accessEn,
    shell: shellEn,
    outbox: outboxEn,
    workflows: workflowsEn,
    system: systemEn,
    erp: erpEn,
    graphiql: graphiqlEn,
    profile: profileEn,
    admin: adminEn,
    cfdi: cfdiEn,
    registration: registrationEn,
    customers: customersEn,
    audits: auditsEn,
  },
} as const;

export type Namespace = keyof (typeof resources)['es'];

export const namespaces = Object.keys(resources.es) as Namespace[];

export const defaultNamespace = 'common' satisfies Namespace;
