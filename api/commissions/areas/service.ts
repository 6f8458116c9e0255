import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import {
  CommissionAreaModel,
  CommissionEmployeeModel,
  IndicatorModel,
  ParameterModel,
  VariableCommissionModel,
  type CommissionArea,
} from '../../../db/models/commissions';
import { found, LIST_LIMIT } from '../records';
import { findOrganization } from '../organizations/service';

/** Positions (areas, "hierarchical nodes") of a company. */
export function listAreas(organizationId: string): Promise<CommissionArea[]> {
  return CommissionAreaModel.find({ organizationId }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findArea(id: string): Promise<CommissionArea> {
  return found(CommissionAreaModel.findOne({ id }).lean(), 'COMMISSION_AREA_NOT_FOUND', id);
}

export async function createArea(organizationId: string, name: string): Promise<CommissionArea> {
  await findOrganization(organizationId);
  const area = { id: randomUUID(), name, organizationId };
  await CommissionAreaModel.create(area);
  return area;
}

export async function renameArea(area: CommissionArea, name: string): Promise<CommissionArea> {
  await CommissionAreaModel.updateOne({ id: area.id }, { name });
  return { id: area.id, name, organizationId: area.organizationId };
}

/**
 * A position is deleted empty: its employees, commissions (and their schedules), indicators and
 * parameters are deleted or moved first.
 */
export async function deleteArea(area: CommissionArea): Promise<void> {
  const [employees, commissions, indicators, parameters] = await Promise.all([
    CommissionEmployeeModel.countDocuments({ areaId: area.id }),
    VariableCommissionModel.countDocuments({ areaId: area.id }),
    IndicatorModel.countDocuments({ areaId: area.id }),
    ParameterModel.countDocuments({ areaId: area.id }),
  ]);
  if (employees + commissions + indicators + parameters > 0) throw new AppError('COMMISSION_AREA_IN_USE', { employees, commissions, indicators, parameters });
  await CommissionAreaModel.deleteOne({ id: area.id });
}
