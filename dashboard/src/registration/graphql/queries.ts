/** Public operations of the pre-registration page (api/registration). */
export const postalCodesQuery = /* GraphQL */ `
  query PostalCodes($postalCode: String!) {
    postalCodes(postalCode: $postalCode) { c_cp d_asenta d_estado d_mnpio }
  }
`;

export const nearestStoresQuery = /* GraphQL */ `
  query NearestStores($lat: Float, $lng: Float, $limit: Int) {
    nearestStores(lat: $lat, lng: $lng, limit: $limit) { warehouseId warehouseName address coordinates distanceKm }
  }
`;

export const customerContactTakenQuery = /* GraphQL */ `
  query CustomerContactTaken($phone: String, $email: String) {
    customerContactTaken(phone: $phone, email: $email)
  }
`;

export const createCustomerMutation = /* GraphQL */ `
  mutation CreateCustomer($input: CustomerRegistrationInput!) {
    createCustomer(input: $input) { id customerName preregistrationCode barcodeUrl barcodeDataUrl storeName emails mobilePhones }
  }
`;
