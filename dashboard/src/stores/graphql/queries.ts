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

/** The stores table, its zone and store type choices in one request. */
export const storeConfigScreenQuery = graphql(`
  query StoreConfigScreen {
    storeConfigs {
      ...StoreConfigRowFields
    }
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
