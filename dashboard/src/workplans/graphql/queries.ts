import { graphql } from '../../graphql/generated';

export const WorkplanFields = graphql(`
  fragment WorkplanRow on Workplan {
    id
    workplanName
    description
    sectionCount
    _version
    updatedAt
    updatedBy
  }
`);

export const WorkplanSectionFields = graphql(`
  fragment WorkplanSectionRow on WorkplanSection {
    id
    sectionName
    description
    workplanSectionWorkplanId
    activityCount
    _version
    updatedAt
  }
`);

export const WorkplanActivityFields = graphql(`
  fragment WorkplanActivityRow on WorkplanActivity {
    id
    activityName
    description
    marketReleaseDate
    marketFinalDate
    temporality {
      cron
      frecuency
      frecuencyType
    }
    score
    workplanSectionId
    _version
    updatedAt
    updatedBy
  }
`);

export const workplansQuery = graphql(`
  query Workplans {
    workplans {
      ...WorkplanRow
    }
  }
`);

export const workplanSectionsQuery = graphql(`
  query WorkplanSections($workplanId: ID!) {
    workplanSections(workplanId: $workplanId) {
      ...WorkplanSectionRow
    }
  }
`);

export const workplanActivitiesQuery = graphql(`
  query WorkplanActivities($sectionId: ID!) {
    workplanActivities(sectionId: $sectionId) {
      ...WorkplanActivityRow
    }
  }
`);

export const createWorkplanMutation = graphql(`
  mutation CreateWorkplan($input: CreateWorkplanInput!) {
    createWorkplan(input: $input) {
      ...WorkplanRow
    }
  }
`);

export const updateWorkplanMutation = graphql(`
  mutation UpdateWorkplan($input: UpdateWorkplanInput!) {
    updateWorkplan(input: $input) {
      ...WorkplanRow
    }
  }
`);

export const createWorkplanSectionMutation = graphql(`
  mutation CreateWorkplanSection($input: CreateWorkplanSectionInput!) {
    createWorkplanSection(input: $input) {
      ...WorkplanSectionRow
    }
  }
`);

export const updateWorkplanSectionMutation = graphql(`
  mutation UpdateWorkplanSection($input: UpdateWorkplanSectionInput!) {
    updateWorkplanSection(input: $input) {
      ...WorkplanSectionRow
    }
  }
`);

export const createWorkplanActivityMutation = graphql(`
  mutation CreateWorkplanActivity($input: CreateWorkplanActivityInput!) {
    createWorkplanActivity(input: $input) {
      ...WorkplanActivityRow
    }
  }
`);

export const updateWorkplanActivityMutation = graphql(`
  mutation UpdateWorkplanActivity($input: UpdateWorkplanActivityInput!) {
    updateWorkplanActivity(input: $input) {
      ...WorkplanActivityRow
    }
  }
`);

export const deleteWorkplanActivityMutation = graphql(`
  mutation DeleteWorkplanActivity($id: ID!, $_version: Int!) {
    deleteWorkplanActivity(id: $id, _version: $_version) {
      id
    }
  }
`);
