import { z } from 'zod';
import type { GraphqlModule } from '../graphql/schema';
import { clientAddress, type RequestContext } from '../context';
import { AppError } from '../../domain/errors/catalogue';
import { parseAccessInput } from '../../domain/access/validation';
import { contactKeys, duplicateCheckSchema, registrationSchema } from '../../domain/customers/registration';
import { postalCodesOf } from './catalog/service';
import { contactTaken, inePhotoKeyOf, nearestStores, registerCustomer } from './service';
import { sessionSecretOf } from '../../config/secrets';
import type { RegistrationLimiter } from './rateLimit';
import { withoutNulls } from '../../domain/validation/parse';

const clientOf = (ctx: RequestContext) => clientAddress(ctx.req);
const positionSchema = z.object({
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  limit: z.number().int().min(1).max(50).nullish(),
});

/**
 * The public customer pre-registration (spec 000 sections 2-5, 7-9). No session: each operation is
 * rate limited per client address. The form is validated with the same schema the screen uses
 * (domain/customers/registration.ts), so the answer's error codes are the screen's messages.
 */
export function createRegistrationModule({ limiter }: { limiter: RegistrationLimiter }): GraphqlModule {
  return {
    typeDefs: /* GraphQL */ `
      "One row of the postal-code catalogue (c_cp, d_asenta, d_estado, d_mnpio)."
      type PostalCodeRow {
        c_cp: String!
        d_asenta: String!
        d_estado: String!
        d_mnpio: String!
      }
      "A store (warehouse type _10) offered at registration, nearest first."
      type NearbyStore {
        warehouseId: String!
        warehouseName: String!
        address: String!
        "[lat, lng]"
        coordinates: [Float!]!
        distanceKm: Float!
      }
      input RegistrationPhoneInput {
        "home, work, office, mobile or other"
        phoneType: String!
        "10 digits, without +52 (the server adds it)"
        phone: String!
      }
      input RegistrationLegalInput {
        "termsAndConditions or noticePrivacy"
        legalType: String!
        "epoch seconds when checked, 0 when not"
        datetime: Int!
      }
      input RegistrationTaxpayerInput {
        taxpayerName: String!
        identification: String!
      }
      input RegistrationLocationInput {
        "[lat, lng] from the map"
        coordinates: [Float!]!
      }
      input RegistrationAddressInput {
        route_street_number: String
        sublocality: String
        id_locality: String
        locality: String
        political: String
        postal_code: String!
        location: RegistrationLocationInput
        references: String
      }
      input CustomerRegistrationInput {
        customerName: String!
        customerSecondName: String!
        customerLastName: String
        "yyyy-mm-dd"
        customerBirthday: String
        "1 or 2"
        phones: [RegistrationPhoneInput!]!
        "0 to 2"
        emails: [String!]
        taxpayer: RegistrationTaxpayerInput
        address: RegistrationAddressInput
        "the chosen store"
        warehouseId: String!
        "exactly the two legals, both accepted"
        legals: [RegistrationLegalInput!]!
        "optional: the token POST /api/registration/ine-photo answered (valid 1 h)"
        inePhotoToken: String
      }
      type CustomerRegistration {
        id: ID!
        customerName: String!
        "15 upper-case characters"
        preregistrationCode: String!
        "public link to the Code 128 barcode (PNG)"
        barcodeUrl: String!
        "the same barcode (the same bars) as an SVG data: URL, shown and printed at once"
        barcodeDataUrl: String!
        storeName: String!
        "the addresses the e-mail goes to (sent by the audit process)"
        emails: [String!]!
        "the mobile numbers the SMS goes to"
        mobilePhones: [String!]!
      }
      extend type Query {
        "Public. The catalogue rows of a 5-digit postal code (neighbourhoods, municipality, state)."
        postalCodes(postalCode: String!): [PostalCodeRow!]!
        "Public. Stores nearest to the map position (default centre lat 18.11, lng -94.45)."
        nearestStores(lat: Float, lng: Float, limit: Int): [NearbyStore!]!
        "Public. True when a customer already has this phone (10 digits) or e-mail; reveals nothing else."
        customerContactTaken(phone: String, email: String): Boolean!
      }
      extend type Mutation {
        """
        Public pre-registration. Errors (extensions.errorCode): CUSTOMER_NAME_REQUIRED,
        CUSTOMER_SECOND_NAME_REQUIRED, CUSTOMER_EMAIL_FORMAT, CUSTOMER_PHONE_REQUIRED,
        CUSTOMER_PHONE_LENGTH, CUSTOMER_TAXPAYER_REQUIRED, CUSTOMER_LEGALS_REQUIRED,
        CUSTOMER_PHONE_UNPARSEABLE (params.phone), CUSTOMER_ALREADY_EXISTS, STORE_NOT_FOUND,
        CUSTOMER_REGISTRATION_FAILED (Generic Error Create Customer), CUSTOMER_INE_TOKEN_INVALID
        (forged, expired or its photo gone: nothing is created), RATE_LIMITED.
        """
        createCustomer(input: CustomerRegistrationInput!): CustomerRegistration!
      }
    `,
    resolvers: {
      Query: {
        postalCodes: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('lookup', clientOf(ctx));
          const postalCode = String(args.postalCode ?? '').trim();
          if (!/^\d{5}$/.test(postalCode)) throw new AppError('POSTAL_CODE_INVALID');
          return postalCodesOf(postalCode);
        },
        nearestStores: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('lookup', clientOf(ctx));
          const position = parseAccessInput(positionSchema, args, ctx.language);
          const origin = typeof position.lat === 'number' && typeof position.lng === 'number' ? ([position.lat, position.lng] as [number, number]) : null;
          return nearestStores(origin, position.limit ?? 50);
        },
        customerContactTaken: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('duplicateCheck', clientOf(ctx));
          const check = parseAccessInput(duplicateCheckSchema, withoutNulls(args), ctx.language);
          return contactTaken(contactKeys({ phones: check.phone ? [{ phone: check.phone }] : [], emails: check.email ? [check.email] : [] }));
        },
      },
      Mutation: {
        createCustomer: async (_parent, args, ctx: RequestContext) => {
          await limiter.take('register', clientOf(ctx));
          const registration = parseAccessInput(registrationSchema, withoutNulls(args.input), ctx.language);
          const { storage, workflows } = ctx.deps.services;
          if (!storage || !workflows) throw new AppError('BACKEND_UNAVAILABLE', { backend: storage ? 'workflows' : 'storage' });
          const inePhotoKey = registration.inePhotoToken ? await inePhotoKeyOf(storage, sessionSecretOf(ctx.deps.config), registration.inePhotoToken) : null;
          return registerCustomer({ storage, workflows }, registration, Date.now, inePhotoKey);
        },
      },
    },
  };
}
