import type { Request } from 'express';
import { AppError } from '../../domain/errors/catalogue';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import type { Principal } from '../context';
import type { CommissionArea } from '../../db/models/commissions';
import { findArea } from './areas/service';

/** The modules of spec 003 section 6, each with its read and write flags in the position's profile. */
export const commissionModules = [
  'Business',
  'Reports',
  'Employees',
  'Parameters',
  'Indicators',
  'DataSources',
  'Functions',
  'VariableCommissions',
  'Variables',
  'Statements',
  'StatementApprovals',
] as const;
export type CommissionModule = (typeof commissionModules)[number];
export type AccessMode = 'read' | 'write';

export interface CommissionAccess {
  can(module: CommissionModule, mode: AccessMode): boolean;
  /** Companies the caller may use; 'all' for the operator. */
  organizations: ReadonlySet<string> | 'all';
  /**
   * The areas (`CommissionArea.id`) whose employees' statements the caller reviews: 'all' unless the
   * position's profile lists `statementAreas` (issue 25's "a reviewer of another area cannot see").
   */
  statementAreas: ReadonlySet<string> | 'all';
}

const fullAccess: CommissionAccess = { can: () => true, organizations: 'all', statementAreas: 'all' };
const noAccess: CommissionAccess = { can: () => false, organizations: new Set(), statementAreas: new Set() };

/**
 * What the caller may do in the commissions module: the operator everything; staff what their
 * position's PermissionProfile lists (pathPermissions matched by name or id, case-insensitive;
 * write implies nothing about read and vice versa, so each flag is checked on its own).
 */
export async function loadCommissionAccess(principal: Principal | null | undefined): Promise<CommissionAccess | null> {
  if (!principal) return null;
  if (principal.kind === 'operator') return fullAccess;
  if (!principal.positionId) return noAccess;
  const profile = await PermissionProfileModel.findOne({ positionId: principal.positionId }).lean();
  if (!profile) return noAccess;
  const flags = new Map<string, { read: boolean; write: boolean }>();
  for (const permission of profile.pathPermissions ?? []) {
    const entry = { read: Boolean(permission.read), write: Boolean(permission.write) };
    flags.set(permission.name.toLowerCase(), entry);
    flags.set(permission.id.toLowerCase(), entry);
  }
  return {
    can: (module, mode) => flags.get(module.toLowerCase())?.[mode] ?? false,
    organizations: new Set(profile.organizations ?? []),
    statementAreas: profile.statementAreas && profile.statementAreas.length > 0 ? new Set(profile.statementAreas) : 'all',
  };
}

const accessKey = Symbol('commissionAccess');

/** The caller's access, loaded once per request; refuses anonymous callers. */
export async function accessOf(req: Request): Promise<CommissionAccess> {
  const cached = (req as unknown as Record<symbol, CommissionAccess | undefined>)[accessKey];
  if (cached) return cached;
  const access = await loadCommissionAccess(req.principal);
  if (!access) throw new AppError('NOT_AUTHENTICATED');
  (req as unknown as Record<symbol, CommissionAccess>)[accessKey] = access;
  return access;
}

export async function requireModule(req: Request, module: CommissionModule, mode: AccessMode): Promise<CommissionAccess> {
  const access = await accessOf(req);
  if (!access.can(module, mode)) throw new AppError(mode === 'read' ? 'COMMISSION_READ_FORBIDDEN' : 'COMMISSION_WRITE_FORBIDDEN', { module });
  return access;
}

export function requireOrganization(access: CommissionAccess, organizationId: string): void {
  if (access.organizations !== 'all' && !access.organizations.has(organizationId))
    throw new AppError('COMMISSION_ORGANIZATION_FORBIDDEN', { id: organizationId });
}

/** A statement of an employee of an area the caller reviews (their company is checked apart). */
export function requireStatementArea(access: CommissionAccess, statement: { areaId: string; areaName: string }): void {
  if (access.statementAreas !== 'all' && !access.statementAreas.has(statement.areaId))
    throw new AppError('COMMISSION_STATEMENT_AREA_FORBIDDEN', { area: statement.areaName || statement.areaId });
}

/** What covers a company's whole period (generating it, the payroll export, the settings): a position not limited to some areas. */
export function requireWholeCompany(access: CommissionAccess): void {
  if (access.statementAreas !== 'all') throw new AppError('COMMISSION_STATEMENT_WHOLE_COMPANY');
}

/**
 * Companies are limited to those the position lists (spec 003 section 6), and that list is editable
 * data (the position's PermissionProfile.organizations): a staff user who creates a company gets
 * it added to their position's list, so they (and colleagues in the same position) can see it and
 * add positions to it. Other positions still need an administrator to list it. The operator sees
 * every company already.
 */
export async function grantCreatedOrganization(req: Request, access: CommissionAccess, organizationId: string): Promise<void> {
  if (access.organizations === 'all') return;
  const positionId = req.principal?.kind === 'staff' ? req.principal.positionId : undefined;
  if (!positionId) return;
  await PermissionProfileModel.updateOne({ positionId }, { $addToSet: { organizations: organizationId } });
  (access.organizations as Set<string>).add(organizationId);
}

/** The caller may use this module in this company. */
export async function organizationFor(req: Request, module: CommissionModule, mode: AccessMode, organizationId: string): Promise<CommissionAccess> {
  const access = await requireModule(req, module, mode);
  requireOrganization(access, organizationId);
  return access;
}

/** A loaded record of a company, once the caller may use it in this module. */
export async function inCompany<T extends { organizationId: string }>(req: Request, module: CommissionModule, mode: AccessMode, record: T): Promise<T> {
  await organizationFor(req, module, mode, record.organizationId);
  return record;
}

/** A position, once the caller may use its company in this module (404 before 403, as every record). */
export async function areaFor(req: Request, module: CommissionModule, mode: AccessMode, areaId: string): Promise<CommissionArea> {
  return inCompany(req, module, mode, await findArea(areaId));
}

/**
 * Where an edited formula record goes: `hierarchical_node_id` moves it to another position the
 * caller may write to; without it (or the same one) it stays.
 */
export async function movedArea(
  req: Request,
  module: CommissionModule,
  current: { areaId: string; organizationId: string },
  requested: string | undefined,
): Promise<{ areaId: string; organizationId: string }> {
  if (requested === undefined || requested === '' || requested === current.areaId) return { areaId: current.areaId, organizationId: current.organizationId };
  const area = await areaFor(req, module, 'write', requested);
  return { areaId: area.id, organizationId: area.organizationId };
}
