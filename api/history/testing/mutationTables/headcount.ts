import { IncidentObservationModel, WorkTeamTemplateModel } from '../../../../db/models/headcount';
import { WarehouseModel } from '../../../../db/models/stores/warehouse';
import { HeadcountVacantLogModel } from '../../../../db/models/headcount/report';
import { workflow, type Table } from './types';

/** Work-team templates, their positions and rules, the store assignment, the incident catalogues and the vacancy log. */

const NAME = 'Plantilla del historial';
const template = async () => (await WorkTeamTemplateModel.findOne({ workTeamTemplate: NAME }).lean())!;
const input = { workTeamTemplate: NAME, minSalesAmount: '500000.50', maxSalesAmount: '1200000', frecuencySales: 'quincenal', periodSales: 2 };
const TEMPLATE = 'id _version';

export const headcountTable: Table = {
  startHeadcount: workflow([]),
  createWorkTeamTemplate: {
    records: ['WorkTeamTemplate'],
    operation: 'create',
    call: () => ({ query: `mutation ($input: WorkTeamTemplateInput!) { createWorkTeamTemplate(input: $input) { ${TEMPLATE} } }`, variables: { input } }),
  },
  updateWorkTeamTemplate: {
    records: ['WorkTeamTemplate'],
    operation: 'update',
    field: 'maxSalesAmount',
    call: async () => {
      const { workTeamTemplateId: id, _version } = await template();
      return {
        query: `mutation ($id: ID!, $v: Int!, $input: WorkTeamTemplateInput!) { updateWorkTeamTemplate(id: $id, _version: $v, input: $input) { ${TEMPLATE} } }`,
        variables: { id, v: _version, input: { ...input, maxSalesAmount: '1300000.25' } },
      };
    },
  },
  saveTeamPosition: {
    records: ['WorkTeamTemplate'],
    operation: 'update',
    field: 'positions',
    call: async () => {
      const { workTeamTemplateId: id, _version } = await template();
      return {
        query: `mutation ($id: ID!, $v: Int!, $input: TeamPositionInput!) { saveTeamPosition(id: $id, _version: $v, input: $input) { ${TEMPLATE} } }`,
        variables: { id, v: _version, input: { positionId: 'attendant', quantity: 3, required: true, observation: 'Turno matutino' } },
      };
    },
  },
  deleteTeamPosition: {
    records: ['WorkTeamTemplate'],
    operation: 'update',
    field: 'positions',
    call: async () => {
      const { workTeamTemplateId: id, _version, positions } = await template();
      return {
        query: `mutation ($id: ID!, $v: Int!, $tp: ID!) { deleteTeamPosition(id: $id, _version: $v, teamPositionId: $tp) { _version } }`,
        variables: { id, v: _version, tp: positions[0]!.teamPositionId },
      };
    },
  },
  saveHeadcountRules: {
    records: ['WorkTeamTemplate'],
    operation: 'update',
    field: 'statuses',
    call: async () => {
      const { workTeamTemplateId: id, _version } = await template();
      const rules = [
        { statusName: 'high', vacantNumber: 3, assignedDays: 5 },
        { statusName: 'medium', vacantNumber: 2, assignedDays: 2 },
        { statusName: 'low', vacantNumber: 1, assignedDays: 0 },
      ];
      return {
        query: 'mutation ($id: ID!, $v: Int!, $rules: [HeadcountStatusRuleInput!]!) { saveHeadcountRules(id: $id, _version: $v, rules: $rules) { _version } }',
        variables: { id, v: _version, rules },
      };
    },
  },
  assignWorkTeamTemplate: {
    records: ['Warehouse'],
    operation: 'update',
    field: 'workTeamTemplateId',
    call: async () => ({
      query: 'mutation ($id: ID!, $stores: [String!]!) { assignWorkTeamTemplate(id: $id, warehouseIds: $stores) }',
      variables: { id: (await template()).workTeamTemplateId, stores: ['CO119'] },
    }),
  },
  setWorkTeamTemplateActive: {
    records: ['WorkTeamTemplate'],
    operation: 'update',
    field: 'active',
    call: async () => {
      const { workTeamTemplateId: id, _version } = await template();
      return {
        query: `mutation ($id: ID!, $v: Int!) { setWorkTeamTemplateActive(id: $id, active: false, _version: $v) { ${TEMPLATE} } }`,
        variables: { id, v: _version },
      };
    },
  },
  deleteWorkTeamTemplate: {
    records: ['WorkTeamTemplate'],
    operation: 'delete',
    call: async () => {
      // A template in use cannot be deleted (and a deactivated one cannot be assigned): its store is given back first, before the entries are counted.
      const { workTeamTemplateId: id, _version } = await template();
      await WarehouseModel.updateMany({ workTeamTemplateId: id }, { $set: { workTeamTemplateId: null } });
      return { query: 'mutation ($id: ID!, $v: Int!) { deleteWorkTeamTemplate(id: $id, _version: $v) { id deleted } }', variables: { id, v: _version } };
    },
  },
  saveHeadcountChoice: {
    records: ['IncidentObservation'],
    operation: 'create',
    call: () => ({ query: 'mutation { saveHeadcountChoice(kind: "observation", input: { name: "Rotación por distancia" }) { id _version } }' }),
  },
  setHeadcountChoiceActive: {
    records: ['IncidentObservation'],
    operation: 'update',
    field: 'active',
    call: async () => {
      const choice = (await IncidentObservationModel.findOne({ incidentObservationName: 'Rotación por distancia' }).lean())!;
      return {
        query: 'mutation ($id: ID!, $v: Int!) { setHeadcountChoiceActive(kind: "observation", id: $id, _version: $v, active: false) { id active } }',
        variables: { id: choice.incidentObservationId, v: choice._version },
      };
    },
  },
  evaluateHeadcountLog: {
    records: ['HeadcountVacantLog'],
    operation: 'update',
    field: 'incidentObservationId',
    call: async () => {
      const log = (await HeadcountVacantLogModel.findOne({ vacantCounter: { $gt: 0 } }).lean())!;
      const choice = (await IncidentObservationModel.findOne({ active: { $ne: false }, incidentObservationId: { $ne: log.incidentObservationId } }).lean())!;
      return {
        query: 'mutation ($id: ID!, $o: String) { evaluateHeadcountLog(id: $id, incidentObservationId: $o) { id } }',
        variables: { id: log.logId, o: choice.incidentObservationId },
      };
    },
  },
};
