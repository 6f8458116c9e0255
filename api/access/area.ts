import type { Router } from 'express';
import type { GraphqlModule } from '../graphql/schema';
import type { SmsSender } from '../../integrations/sms';
import type { FileStorage } from '../../integrations/storage';
import type { IdentityService } from '../../domain/access/identity';
import type { SecretHashCost } from '../../db/models/access/secrets';
import { createAttendantIdentityService } from './service';
import { createRateLimiter, type RateLimitedOperation, type RateLimitRule } from './rateLimit';
import { createAccessModule } from './graphql';
import { menusModule } from '../menus/graphql';
import { loadStaffAccess } from '../menus/service';
import { createAdminModule } from '../admin/graphql';
import { createProfileModule } from '../profile/graphql';
import { createProfilePhotoRouter } from '../profile/photo';
import { createSubscriptionsModule } from '../landing/graphql';

export interface AccessAreaOptions {
  sms: SmsSender;
  /** Seals TOTP seeds at rest; keep it stable (product: DATA_DIR/secrets/totp-key). */
  totpKey: string;
  storage?: FileStorage;
  /** Another identity service (an external provider); default: accounts in the attendants collection. */
  identity?: IdentityService;
  hashCost?: SecretHashCost;
  lockoutMs?: number;
  rateLimits?: Partial<Record<RateLimitedOperation, RateLimitRule>>;
}

export interface AccessArea {
  identity: IdentityService;
  /** Register as ApiDeps.services.staffAccess: sessions are checked against the database on every request. */
  staffAccess: typeof loadStaffAccess;
  modules: GraphqlModule[];
  routers: Record<string, Router>;
}

/** Everything of the access area the API mounts: identity, menus, profile, administration and the public subscription. */
export function createAccessArea(options: AccessAreaOptions): AccessArea {
  const identity =
    options.identity ??
    createAttendantIdentityService({ sms: options.sms, totpKey: options.totpKey, hashCost: options.hashCost, lockoutMs: options.lockoutMs });
  const limiter = createRateLimiter(options.rateLimits);
  return {
    identity,
    staffAccess: loadStaffAccess,
    modules: [
      createAccessModule({ identity, limiter }),
      menusModule,
      createAdminModule({ hashCost: options.hashCost }),
      createProfileModule({ hashCost: options.hashCost }),
      createSubscriptionsModule({ limiter }),
    ],
    routers: options.storage ? { '/api/profile': createProfilePhotoRouter(options.storage) } : {},
  };
}
