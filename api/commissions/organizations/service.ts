import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import {
  CommissionAreaModel,
  CommissionEmployeeModel,
  CommissionOrganizationModel,
  DataSourceModel,
  type CommissionOrganization,
} from '../../../db/models/commissions';
import { found, LIST_LIMIT } from '../records';

/** Companies (Business): those listed, or all. */
export async function listOrganizations(ids: ReadonlySet<string> | 'all'): Promise<CommissionOrganization[]> {
  const rows = await CommissionOrganizationModel.find(ids === 'all' ? {} : { id: { $in: [...ids] } })
    .sort({ name: 1 })
    .limit(LIST_LIMIT)
    .lean();
  return rows.map(({ id, name }) => ({ id, name }));
}

export function findOrganization(id: string): Promise<CommissionOrganization> {
  return found(CommissionOrganizationModel.findOne({ id }).lean(), 'COMMISSION_ORGANIZATION_NOT_FOUND', id);
}

export async function createOrganization(name: string): Promise<CommissionOrganization> {
  const organization = { id: randomUUID(), name };
  await CommissionOrganizationModel.create(organization);
  return organization;
}

export async function renameOrganization(id: string, name: string): Promise<CommissionOrganization> {
  await found(CommissionOrganizationModel.findOneAndUpdate({ id }, { name }, { new: true }).lean(), 'COMMISSION_ORGANIZATION_NOT_FOUND', id);
  return { id, name };
}

/**
 * Deletes do not cascade (spec 003 leaves them unspecified): a company is deleted empty, so no
 * position, employee, formula, report source or schedule is left without its company.
 */
export async function deleteOrganization(id: string): Promise<void> {
  await findOrganization(id);
  const [areas, employees, dataSources] = await Promise.all([
    CommissionAreaModel.countDocuments({ organizationId: id }),
    CommissionEmployeeModel.countDocuments({ organizationId: id }),
    DataSourceModel.countDocuments({ organizationId: id }),
  ]);
  if (areas + employees + dataSources > 0) throw new AppError('COMMISSION_ORGANIZATION_IN_USE', { areas, employees, dataSources });
  await CommissionOrganizationModel.deleteOne({ id });
}
