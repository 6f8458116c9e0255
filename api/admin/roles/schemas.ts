/** The roles' input schemas are shared with the dashboard's forms (domain/access/roles.ts). */
export { createRoleSchema, positionRoleSchema } from '../../../domain/access/roles';
