import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { requirePermission, type RequestContext } from '../context';
import { parseOrThrow } from '../../domain/validation/parse';
import { storeSettingsSchema, updateStoreSchema } from '../../domain/stores/storeSettings';
import { versionSchema } from '../../domain/headcount/rules';
import { storePageSchema, storeSortKeys, storeSortSchema } from '../../domain/stores/storeSort';
import { listStores, listZones, saveStoreSettings, storeSettings, updateStore } from './service';
import { listStorePage } from './listPage';

const warehouseIdSchema = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'WAREHOUSE_NOT_FOUND');

/**
 * Store configuration (spec 002 Store Config): the stores table with zone and store type, the
 * PINPAD tab, and the full-screen ERP form, validated with the screen's own schema
 * (domain/stores/storeSettings.ts). Saving the ERP form needs stores.erpConfig.
 */
export const storesModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type StorePinpad {
      hostnameId: String!
      affiliation: String!
      currency: String!
      terminal: String!
      port: String!
      socketUrl: String!
      amex: Boolean!
      contactless: Boolean!
      "the secret itself never leaves the server"
      hasSecretKey: Boolean!
    }
    type StoreConfigRow {
      id: ID!
      warehouseId: String!
      warehouseName: String!
      "_10 store, _20 distribution centre"
      warehouseType: String!
      organizationId: String!
      organizationName: String!
      zoneId: String
      zoneName: String
      "the store type (work-team template)"
      workTeamTemplateId: String
      hasErpConfig: Boolean!
      active: Boolean!
      pinpads: [StorePinpad!]!
      _version: Int!
    }
    type StoreConfigPage {
      rows: [StoreConfigRow!]!
      total: Int!
      page: Int!
      pageSize: Int!
    }
    "The stores table's sortable columns (each with an index); none: by company, then code."
    enum StoreSort {
      ${storeSortKeys.join('\n      ')}
    }
    type StoreZone {
      zoneId: String!
      zoneName: String!
    }
    type StoreSettingsView {
      warehouseId: String!
      warehouseName: String!
      _version: Int!
      "fortia_erp (secretKey replaced by hasSecretKey), cluster, syncMinutes, cash"
      form: JSON!
    }
    extend type Query {
      "stores.read (limit 300; the PINPAD tab)"
      storeConfigs: [StoreConfigRow!]!
      "stores.read. search: part of the code, name, company or zone (accents aside); zoneId: one zone; pageSize 10, 25 or 50; by company and code unless sorted"
      storeConfigPage(search: String, zoneId: String, page: Int, pageSize: Int, sort: StoreSort, direction: SortDirection): StoreConfigPage!
      "stores.read"
      storeZones: [StoreZone!]!
      "stores.read"
      storeSettings(warehouseId: String!): StoreSettingsView!
    }
    extend type Mutation {
      "stores.write: zone or store type, with the _version read"
      updateStoreConfig(warehouseId: String!, _version: Int!, zoneId: String, workTeamTemplateId: String, clearTemplate: Boolean): StoreConfigRow!
      "stores.erpConfig: the whole ERP form; 'Verifica campos requeridos.' when a field is wrong"
      saveStoreSettings(warehouseId: String!, _version: Int!, form: JSON!): StoreSettingsView!
    }
  `,
  resolvers: {
    Query: {
      storeConfigs: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'stores.read');
        return listStores();
      },
      storeConfigPage: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'stores.read');
        const input = parseOrThrow(
          storePageSchema,
          { search: args.search, zoneId: args.zoneId, page: args.page ?? undefined, pageSize: args.pageSize ?? undefined },
          ctx.language,
        );
        const sort = parseOrThrow(storeSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        return listStorePage(input, input.page, input.pageSize, sort);
      },
      storeZones: (_parent, _args, ctx: RequestContext) => {
        requirePermission(ctx, 'stores.read');
        return listZones();
      },
      storeSettings: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'stores.read');
        return storeSettings(parseOrThrow(warehouseIdSchema, args.warehouseId, ctx.language));
      },
    },
    Mutation: {
      updateStoreConfig: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'stores.write');
        const input = parseOrThrow(
          updateStoreSchema,
          {
            warehouseId: args.warehouseId,
            _version: args._version,
            zoneId: args.zoneId ?? undefined,
            workTeamTemplateId: args.clearTemplate ? null : (args.workTeamTemplateId ?? undefined),
          },
          ctx.language,
        );
        return updateStore(input);
      },
      saveStoreSettings: (_parent, args, ctx: RequestContext) => {
        requirePermission(ctx, 'stores.erpConfig');
        const settings = parseOrThrow(storeSettingsSchema, args.form, ctx.language, 'STORE_CONFIG_REQUIRED');
        return saveStoreSettings(
          parseOrThrow(warehouseIdSchema, args.warehouseId, ctx.language),
          parseOrThrow(versionSchema, args._version, ctx.language),
          settings,
        );
      },
    },
  },
};
