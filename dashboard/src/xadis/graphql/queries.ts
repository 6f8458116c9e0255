import { graphql } from '../../graphql/generated';

export const EmptyContainerScreenFields = graphql(`
  fragment EmptyContainerScreenFields on EmptyContainerScreen {
    windowStart
    windowEnd
    day
    captureDate
    state
    erpTotal
    readError
    erpRows {
      articleKey
      articleName
      familyKey
      stock
    }
    products {
      sku
      sap
      description
      stockType
    }
    report {
      id
      version
      startDate
      endDate
      shippingDate
      boxTotal
      erpTotal
      state
      closed
      emptyContainers {
        sku
        sap
        stockType
        quantity
      }
    }
  }
`);

export const emptyContainerScreenQuery = graphql(`
  query EmptyContainerScreen {
    emptyContainerScreen {
      ...EmptyContainerScreenFields
    }
  }
`);

export const saveEmptyContainerReportMutation = graphql(`
  mutation SaveEmptyContainerReport($input: EmptyContainerReportInput!) {
    saveEmptyContainerReport(input: $input) {
      ...EmptyContainerScreenFields
    }
  }
`);

export const emptyContainerHistoryQuery = graphql(`
  query EmptyContainerHistory($from: String!, $to: String!) {
    emptyContainerHistory(from: $from, to: $to) {
      day
      sku
      sap
      stockType
      quantity
      shippingDate
      erpTotal
    }
  }
`);

export const XadisTransmissionFields = graphql(`
  fragment XadisTransmissionFields on XadisTransmission {
    ...XadisTransmission
    requestedBy
    scheduled
    emailRecipients
    emailSentAt
    startedAt
    endedAt
  }
`);

export const xadisTransmissionPageQuery = graphql(`
  query XadisTransmissionPage($status: String, $requestedBy: String, $page: Int, $pageSize: Int, $sort: XadisTransmissionSort, $direction: SortDirection) {
    xadisTransmissionPage(status: $status, requestedBy: $requestedBy, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      rows {
        ...XadisTransmissionFields
      }
      running {
        ...XadisTransmissionFields
      }
    }
  }
`);

export const startXadisTransmissionMutation = graphql(`
  mutation StartXadisTransmission($from: String, $to: String) {
    startXadisTransmission(from: $from, to: $to) {
      ...XadisTransmissionFields
    }
  }
`);

export const cancelXadisTransmissionMutation = graphql(`
  mutation CancelXadisTransmission($id: ID!) {
    cancelXadisTransmission(id: $id) {
      ...XadisTransmissionFields
    }
  }
`);

export const XadisSettingsFields = graphql(`
  fragment XadisSettingsFields on XadisSettings {
    summaryRecipients
    internalRecipients
    reminderRecipients
    dailyTransmission
    warehouseCode
  }
`);

export const xadisSettingsQuery = graphql(`
  query XadisSettings {
    xadisSettings {
      ...XadisSettingsFields
    }
  }
`);

export const saveXadisSettingsMutation = graphql(`
  mutation SaveXadisSettings($input: XadisSettingsInput!) {
    saveXadisSettings(input: $input) {
      ...XadisSettingsFields
    }
  }
`);
