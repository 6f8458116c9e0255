import { graphql } from '../../graphql/generated';

export const StoreConfigRowFields = graphql(`
  fragment StoreConfigRowFields on StoreConfigRow {
    id
    warehouseId
    warehouseName
    warehouseType
    organizationId
    organizationName
    zoneId
    zoneName
    workTeamTemplateId
    hasErpConfig
    active
    pinpads {
      hostnameId
      affiliation
      currency
      terminal
      port
      socketUrl
      amex
      contactless
      hasSecretKey
    }
    _version
  }
`);

/** The stores table's zone and store type choices in one request (the table pages on its own). */
export const storeConfigScreenQuery = graphql(`
  query StoreConfigScreen {
    storeZones {
      zoneId
      zoneName
    }
    workTeamTemplates {
      id
      workTeamTemplate
      active
      deleted
    }
  }
`);

/** One page of the stores table (ERP tab), searched, filtered by zone and sorted on the server. */
export const storeConfigPageQuery = graphql(`
  query StoreConfigPage($search: String, $zoneId: String, $page: Int, $pageSize: Int, $sort: StoreSort, $direction: SortDirection) {
    storeConfigPage(search: $search, zoneId: $zoneId, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      rows {
        ...StoreConfigRowFields
      }
      total
      page
      pageSize
    }
  }
`);

/** The stores with their registers, for the PINPAD tab. */
export const storePinpadsQuery = graphql(`
  query StorePinpads {
    storeConfigs {
      ...StoreConfigRowFields
    }
  }
`);

export const storeSettingsQuery = graphql(`
  query StoreSettingsForm($warehouseId: String!) {
    storeSettings(warehouseId: $warehouseId) {
      warehouseId
      warehouseName
      _version
      form
    }
  }
`);

export const updateStoreConfigMutation = graphql(`
  mutation UpdateStoreConfig($warehouseId: String!, $_version: Int!, $zoneId: String, $workTeamTemplateId: String, $clearTemplate: Boolean) {
    updateStoreConfig(warehouseId: $warehouseId, _version: $_version, zoneId: $zoneId, workTeamTemplateId: $workTeamTemplateId, clearTemplate: $clearTemplate) {
      ...StoreConfigRowFields
    }
  }
`);

export const saveStoreSettingsMutation = graphql(`
  mutation SaveStoreSettings($warehouseId: String!, $_version: Int!, $form: JSON!) {
    saveStoreSettings(warehouseId: $warehouseId, _version: $_version, form: $form) {
      warehouseId
      warehouseName
      _version
      form
    }
  }
`);
