import accessEn from '../../access/i18n/en.json';
import adminEn from '../../admin/i18n/en.json';
import auditsEn from '../../audits/i18n/en.json';
import customersEn from '../../customers/i18n/en.json';
import erpEn from '../../erp/i18n/en.json';
import graphiqlEn from '../../graphiql/i18n/en.json';
import outboxEn from '../../outbox/i18n/en.json';
import profileEn from '../../profile/i18n/en.json';
import landingEn from '../../landing/i18n/en.json';
import registrationEn from '../../registration/i18n/en.json';
import shellEn from '../../shell/i18n/en.json';
import systemEn from '../../system/i18n/en.json';
import workflowsEn from '../../workflows/i18n/en.json';
import commissionsEn from '../../commissions/i18n/en.json';
import xadisEn from '../../xadis/i18n/en.json';
import purchasingEn from '../../purchasing/i18n/en.json';
import storesEn from '../../stores/i18n/en.json';
import productsEn from '../../products/i18n/en.json';
import headcountEn from '../../headcount/i18n/en.json';
import pricingEn from '../../pricing/i18n/en.json';
import remoteCommandsEn from '../../remoteCommands/i18n/en.json';
import liveEn from '../../live/i18n/en.json';
import workplansEn from '../../workplans/i18n/en.json';
import collaboratorsEn from '../../collaborators/i18n/en.json';
import billingEn from '../../billing/i18n/en.json';
import licensesEn from '../../licenses/i18n/en.json';
import historyEn from '../../history/i18n/en.json';
import commonEn from './en.json';

/** Every English text, by namespace: a chunk of its own, loaded when the language is in use. */
export const en = {
  common: commonEn,
  landing: landingEn,
  access: accessEn,
  shell: shellEn,
  outbox: outboxEn,
  workflows: workflowsEn,
  system: systemEn,
  erp: erpEn,
  graphiql: graphiqlEn,
  profile: profileEn,
  admin: adminEn,
  registration: registrationEn,
  customers: customersEn,
  audits: auditsEn,
  commissions: commissionsEn,
  xadis: xadisEn,
  purchasing: purchasingEn,
  stores: storesEn,
  products: productsEn,
  headcount: headcountEn,
  pricing: pricingEn,
  remoteCommands: remoteCommandsEn,
  live: liveEn,
  workplans: workplansEn,
  collaborators: collaboratorsEn,
  billing: billingEn,
  licenses: licensesEn,
  history: historyEn,
} as const;
