import { graphql } from '../../graphql/generated';

/** Public operations of the pre-registration page (api/registration). */

/** A store of the map and the store list: coordinates are [lat, lng]. */
export const NearbyStoreFields = graphql(`
  fragment NearbyStore on NearbyStore {
    warehouseId
    warehouseName
    address
    coordinates
    distanceKm
  }
`);

/** What the visitor reads after registering: the code, its barcode and where the confirmations went. */
export const CustomerRegistrationFields = graphql(`
  fragment CustomerRegistration on CustomerRegistration {
    id
    customerName
    preregistrationCode
    barcodeUrl
    barcodeDataUrl
    storeName
    emails
    mobilePhones
  }
`);

export const postalCodesQuery = graphql(`
  query PostalCodes($postalCode: String!) {
    postalCodes(postalCode: $postalCode) {
      c_cp
      d_asenta
      d_estado
      d_mnpio
    }
  }
`);

export const nearestStoresQuery = graphql(`
  query NearestStores($lat: Float, $lng: Float, $limit: Int) {
    nearestStores(lat: $lat, lng: $lng, limit: $limit) {
      ...NearbyStore
    }
  }
`);

export const customerContactTakenQuery = graphql(`
  query CustomerContactTaken($phone: String, $email: String) {
    customerContactTaken(phone: $phone, email: $email)
  }
`);

export const createCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerRegistrationInput!) {
    createCustomer(input: $input) {
      ...CustomerRegistration
    }
  }
`);
