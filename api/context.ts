import type { Request, Response } from 'express';
import type { Config } from '../config/config';
import type { Logger } from '../config/logger';
import type { Language } from '../domain/i18n/language';
import { AppError } from '../domain/errors/catalogue';
import type { FileStorage } from '../integrations/storage';
import type { SmsSender } from '../integrations/sms';
import type { Mailer } from '../integrations/mail';
import type { WorkflowGateway } from '../workers/gateway';

/** Who is calling: a signed-in staff member, or the operator token of the CLI and batch jobs. */
export interface Principal {
  kind: 'staff' | 'operator';
  id: string;
  userName: string;
  fullName: string;
  positionId?: string;
  /** 'all' for the operator; otherwise the permissions of the position. */
  permissions: ReadonlySet<string> | 'all';
}

import type { BackendText } from '../domain/system/backendTexts';

/** A backend the API depends on, reported by /healthz and the CLI's status command. */
export interface HealthCheck {
  name: string;
  /** Without it the API cannot serve at all (the database): counted by /readyz; the others only by /healthz. */
  requiredToServe?: boolean;
  /** embedded or external, with the address, for the operator (rendered in the caller's language). */
  describe(): BackendText;
  check(): Promise<{ ok: boolean; detail?: BackendText }>;
}

/** Everything the resolvers reach. Each business area adds its services here. */
export interface ApiDeps {
  config: Config;
  logger: Logger;
  version: string;
  startedAt: Date;
  health: HealthCheck[];
  /** Verifies the operator token of the CLI (constant-time compare). */
  isOperatorToken(token: string): boolean;
  /** Signs and verifies staff session tokens. */
  sessions: SessionTokens;
  services: ApiServices;
}

export interface SessionTokens {
  sign(principal: Principal): Promise<string>;
  verify(token: string): Promise<Principal | null>;
}

/** The integrations and runtimes the resolvers call; tests pass what they need. */
export interface ApiServices {
  storage?: FileStorage;
  sms?: SmsSender;
  mailer?: Mailer;
  workflows?: WorkflowGateway;
  partnerUrl?: string;
}

// A type alias (not an interface) so graphql-http accepts it as an operation context.
export type RequestContext = {
  deps: ApiDeps;
  principal: Principal | null;
  language: Language;
  requestId: string;
  req: Request;
  res: Response;
};

/** The caller's address, the key of the rate limits (proxies are trusted on loopback only). */
export function clientAddress(req: Pick<Request, 'ip' | 'socket'>): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function requirePrincipal(ctx: RequestContext): Principal {
  if (!ctx.principal) throw new AppError('NOT_AUTHENTICATED');
  return ctx.principal;
}

export function hasPermission(principal: Principal, permission: string): boolean {
  return principal.permissions === 'all' || principal.permissions.has(permission);
}

/** Checks the session and the permission on the server; every staff operation starts here. */
export function requirePermission(ctx: RequestContext, permission: string): Principal {
  const principal = requirePrincipal(ctx);
  if (!hasPermission(principal, permission)) throw new AppError('FORBIDDEN');
  return principal;
}

/** As requirePermission, for an operation that two screens (or more) share: any one of the permissions lets the caller in. */
export function requireAnyPermission(ctx: RequestContext, ...permissions: [string, ...string[]]): Principal {
  const principal = requirePrincipal(ctx);
  if (!permissions.some((permission) => hasPermission(principal, permission))) throw new AppError('FORBIDDEN');
  return principal;
}

/** The permission list a client sees: '*' for the operator, otherwise sorted. */
export function permissionList(principal: Principal): string[] {
  return principal.permissions === 'all' ? ['*'] : [...principal.permissions].sort();
}

/** The Principal GraphQL type's value. */
export function principalView(principal: Principal) {
  return {
    id: principal.id,
    kind: principal.kind,
    userName: principal.userName,
    fullName: principal.fullName,
    positionId: principal.positionId ?? null,
    permissions: permissionList(principal),
  };
}
