import { mergeModules, type GraphqlModule } from '../graphql/schema';
import type { SecretHashCost } from '../../db/models/access/secrets';
import { rolesModule } from './roles/graphql';
import { adminMenusModule } from './menus/graphql';
import { createUsersModule } from './users/graphql';

export interface AdminModuleOptions {
  hashCost?: SecretHashCost;
}

/** System administration (spec 003 section 2.1): roles, positions and profiles; menus; users. One folder per concept. */
export function createAdminModule(options: AdminModuleOptions = {}): GraphqlModule {
  return mergeModules(rolesModule, adminMenusModule, createUsersModule(options));
}
