import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { SmsSender } from '../../integrations/sms';
import { buildSchemaFromModules, type GraphqlModule } from './schema';
import { systemModule } from '../system/graphql';
import { createAccessArea } from '../access/area';
import { outboxModule } from '../outbox/graphql';
import { workflowsModule } from '../workflows/graphql';
import { erpModule } from '../erp/graphql';
import { demoModule } from '../demo/graphql';
import { createRegistrationModule } from '../registration/graphql';
import { createRegistrationLimiter, type RegistrationLimiter } from '../registration/rateLimit';
import { customersModule } from '../customers/graphql';
import { auditsModule } from '../audits/graphql';
import { catalogModule } from '../registration/catalog/graphql';
import { storesModule } from '../stores/graphql';
import { productsModule } from '../products/graphql';
import { headcountModule } from '../headcount/graphql';
import { xadisModule } from '../xadis/graphql';
import { purchasingModule } from '../purchasing/graphql';
import { forecastsModule } from '../purchasing/forecasts/graphql';
import { workplansModule } from '../workplans/graphql';
import { collaboratorsModule } from '../collaborators/graphql';
import { licensesModule } from '../licenses/graphql';
import { pricingModule } from '../pricing/graphql';
import { remoteCommandsModule } from '../remoteCommands/graphql';
import { historyModule } from '../history/graphql';
import { statementsModule } from '../commissions/statements/graphql';

export interface ProductModuleParts {
  /** The access area's modules (identity, menus, administration, profile, subscription). */
  access: GraphqlModule[];
  registrationLimiter: RegistrationLimiter;
}

/**
 * Every GraphQL module the product serves, after the system module createApp adds first. The one
 * list both the product and `npm run schema:print` use, so schema.graphql is what is served.
 */
export function productModules(parts: ProductModuleParts): GraphqlModule[] {
  return [
    ...parts.access,
    outboxModule,
    workflowsModule,
    erpModule,
    demoModule,
    createRegistrationModule({ limiter: parts.registrationLimiter }),
    customersModule,
    auditsModule,
    catalogModule,
    storesModule,
    productsModule,
    headcountModule,
    xadisModule,
    purchasingModule,
    forecastsModule,
    workplansModule,
    collaboratorsModule,
    licensesModule,
    pricingModule,
    remoteCommandsModule,
    historyModule,
    statementsModule,
  ];
}

/** The product's executable schema built without any backend: for printing and checking schema.graphql. */
export function productSchema(): GraphQLSchema {
  const noSms: SmsSender = { provider: 'outbox', send: () => Promise.reject(new Error('no SMS while printing the schema')) };
  const access = createAccessArea({ sms: noSms, totpKey: 'schema-print-only' });
  return buildSchemaFromModules([systemModule, ...productModules({ access: access.modules, registrationLimiter: createRegistrationLimiter() })]);
}

/** schema.graphql's text: the product's schema in lexicographic order (stable whatever the modules' order). */
export function printProductSchema(): string {
  return `${printSchema(lexicographicSortSchema(productSchema()))}\n`;
}
