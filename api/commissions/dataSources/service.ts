import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import { DataSourceModel, VariableModel, type DataSource } from '../../../db/models/commissions';
import { found, LIST_LIMIT } from '../records';
import { findOrganization } from '../organizations/service';

/** Data sources of a company (where its variables' values come from). */
export function listDataSources(organizationId: string): Promise<DataSource[]> {
  return DataSourceModel.find({ organizationId }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findDataSource(id: string): Promise<DataSource> {
  return found(DataSourceModel.findOne({ id }).lean(), 'COMMISSION_DATA_SOURCE_NOT_FOUND', id);
}

export async function createDataSource(organizationId: string, name: string): Promise<DataSource> {
  await findOrganization(organizationId);
  const dataSource = { id: randomUUID(), name, organizationId };
  await DataSourceModel.create(dataSource);
  return dataSource;
}

export async function renameDataSource(dataSource: DataSource, name: string): Promise<DataSource> {
  await DataSourceModel.updateOne({ id: dataSource.id }, { name });
  return { ...dataSource, name };
}

/** A data source is deleted once it has no variables. */
export async function deleteDataSource(dataSource: DataSource): Promise<void> {
  const variables = await VariableModel.countDocuments({ dataSourceId: dataSource.id });
  if (variables > 0) throw new AppError('COMMISSION_DATA_SOURCE_IN_USE', { variables });
  await DataSourceModel.deleteOne({ id: dataSource.id });
}
