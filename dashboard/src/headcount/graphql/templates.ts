import { graphql } from '../../graphql/generated';

/** The work-team template screen (/prometheus/humanResources/templateAssignment, spec 003 section 2.1). */
export const workTeamTemplatesQuery = graphql(`
  query WorkTeamTemplates {
    workTeamTemplates {
      id
      workTeamTemplate
      active
      minSalesAmount
      maxSalesAmount
      frecuencySales
      periodSales
      stores
      _version
      positions {
        teamPositionId
        positionId
        positionName
        quantity
        required
        observation
      }
      statuses {
        statusName
        vacantNumber
        assignedDays
      }
    }
  }
`);

export const templateOptionsQuery = graphql(`
  query TemplateOptions {
    headcountPositions {
      positionId
      positionName
      label
    }
    templateStores {
      warehouseId
      warehouseName
      organizationId
      organizationName
      zoneName
      workTeamTemplateId
    }
  }
`);

export const createWorkTeamTemplateMutation = graphql(`
  mutation CreateWorkTeamTemplate($input: WorkTeamTemplateInput!) {
    createWorkTeamTemplate(input: $input) {
      id
      _version
    }
  }
`);

export const updateWorkTeamTemplateMutation = graphql(`
  mutation UpdateWorkTeamTemplate($id: ID!, $_version: Int!, $input: WorkTeamTemplateInput!) {
    updateWorkTeamTemplate(id: $id, _version: $_version, input: $input) {
      id
      _version
    }
  }
`);

export const setWorkTeamTemplateActiveMutation = graphql(`
  mutation SetWorkTeamTemplateActive($id: ID!, $active: Boolean!, $_version: Int!) {
    setWorkTeamTemplateActive(id: $id, active: $active, _version: $_version) {
      id
      active
      _version
    }
  }
`);

export const deleteWorkTeamTemplateMutation = graphql(`
  mutation DeleteWorkTeamTemplate($id: ID!, $_version: Int!) {
    deleteWorkTeamTemplate(id: $id, _version: $_version) {
      id
    }
  }
`);

export const saveTeamPositionMutation = graphql(`
  mutation SaveTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID, $input: TeamPositionInput!) {
    saveTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId, input: $input) {
      id
      _version
    }
  }
`);

export const deleteTeamPositionMutation = graphql(`
  mutation DeleteTeamPosition($id: ID!, $_version: Int!, $teamPositionId: ID!) {
    deleteTeamPosition(id: $id, _version: $_version, teamPositionId: $teamPositionId) {
      id
      _version
    }
  }
`);

export const saveHeadcountRulesMutation = graphql(`
  mutation SaveHeadcountRules($id: ID!, $_version: Int!, $rules: [HeadcountStatusRuleInput!]!) {
    saveHeadcountRules(id: $id, _version: $_version, rules: $rules) {
      id
      _version
    }
  }
`);

export const assignWorkTeamTemplateMutation = graphql(`
  mutation AssignWorkTeamTemplate($id: ID!, $warehouseIds: [String!]!) {
    assignWorkTeamTemplate(id: $id, warehouseIds: $warehouseIds)
  }
`);

export const headcountChoicesQuery = graphql(`
  query HeadcountChoices {
    incidentObservations {
      id
      name
      parentId
      active
      _version
    }
    incidentPlanActions {
      id
      name
      parentId
      active
      _version
    }
  }
`);

export const saveHeadcountChoiceMutation = graphql(`
  mutation SaveHeadcountChoice($kind: String!, $id: ID, $_version: Int, $input: HeadcountChoiceInput!) {
    saveHeadcountChoice(kind: $kind, id: $id, _version: $_version, input: $input) {
      id
      _version
    }
  }
`);

export const setHeadcountChoiceActiveMutation = graphql(`
  mutation SetHeadcountChoiceActive($kind: String!, $id: ID!, $_version: Int!, $active: Boolean!) {
    setHeadcountChoiceActive(kind: $kind, id: $id, _version: $_version, active: $active) {
      id
      active
      _version
    }
  }
`);
