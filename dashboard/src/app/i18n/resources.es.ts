import accessEs from '../../access/i18n/es.json';
import adminEs from '../../admin/i18n/es.json';
import auditsEs from '../../audits/i18n/es.json';
import customersEs from '../../customers/i18n/es.json';
import erpEs from '../../erp/i18n/es.json';
import graphiqlEs from '../../graphiql/i18n/es.json';
import outboxEs from '../../outbox/i18n/es.json';
import profileEs from '../../profile/i18n/es.json';
import landingEs from '../../landing/i18n/es.json';
import registrationEs from '../../registration/i18n/es.json';
import shellEs from '../../shell/i18n/es.json';
import systemEs from '../../system/i18n/es.json';
import workflowsEs from '../../workflows/i18n/es.json';
import commissionsEs from '../../commissions/i18n/es.json';
import xadisEs from '../../xadis/i18n/es.json';
import purchasingEs from '../../purchasing/i18n/es.json';
import storesEs from '../../stores/i18n/es.json';
import productsEs from '../../products/i18n/es.json';
import headcountEs from '../../headcount/i18n/es.json';
import pricingEs from '../../pricing/i18n/es.json';
import remoteCommandsEs from '../../remoteCommands/i18n/es.json';
import liveEs from '../../live/i18n/es.json';
import workplansEs from '../../workplans/i18n/es.json';
import collaboratorsEs from '../../collaborators/i18n/es.json';
import billingEs from '../../billing/i18n/es.json';
import licensesEs from '../../licenses/i18n/es.json';
import historyEs from '../../history/i18n/es.json';
import commonEs from './es.json';

/** Every Spanish text, by namespace: a chunk of its own, loaded when the language is in use. */
export const es = {
  common: commonEs,
  landing: landingEs,
  access: accessEs,
  shell: shellEs,
  outbox: outboxEs,
  workflows: workflowsEs,
  system: systemEs,
  erp: erpEs,
  graphiql: graphiqlEs,
  profile: profileEs,
  admin: adminEs,
  registration: registrationEs,
  customers: customersEs,
  audits: auditsEs,
  commissions: commissionsEs,
  xadis: xadisEs,
  purchasing: purchasingEs,
  stores: storesEs,
  products: productsEs,
  headcount: headcountEs,
  pricing: pricingEs,
  remoteCommands: remoteCommandsEs,
  live: liveEs,
  workplans: workplansEs,
  collaborators: collaboratorsEs,
  billing: billingEs,
  licenses: licensesEs,
  history: historyEs,
} as const;
