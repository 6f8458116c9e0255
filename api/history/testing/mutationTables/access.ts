import { identity, type Table } from './types';

/** Sign-in and identity flows, users, profiles, roles, positions, menus and store tokens. */
export const accessTable: Table = {
  signIn: identity(),
  signOut: identity(),
  signUp: identity('creates an unconfirmed account of the public sign-up; recorded as the system actor when it writes Attendant'),
  confirmSignUp: identity(),
  resendSignUpCode: identity(),
  forgotPassword: identity(),
  forgotPasswordSubmit: identity('sets the password hash of the caller (recorded, value redacted)'),
  completeNewPassword: identity('sets the password hash of the caller (recorded, value redacted)'),
  answerMfaChallenge: identity(),
  answerMfaSetupChallenge: identity(),
  setUpTotp: identity('stores a pending TOTP secret (a secret: field recorded redacted)'),
  verifyTotpSetup: identity('enables TOTP (recorded on Attendant, secret redacted)'),
  disableTotp: identity('disables TOTP (recorded on Attendant, secret redacted)'),
  createEmailSuscription: { nothing: 'public e-mail subscription form (rate limited): EmailSubscription is tracked, but it is not a staff write' },
  seedDemoData: { nothing: 'loads the demo data set with bulk writes (not a record edit)' },

  issueStoreToken: {
    records: ['StoreToken'],
    operation: 'create',
    call: () => ({ query: 'mutation { issueStoreToken(storeId: "CO101", label: "caja 9") { __typename } }' }),
  },
  createSystemRole: {
    records: ['SystemRole'],
    operation: 'create',
    call: () => ({
      query: 'mutation { createSystemRole(input: { systemRoleName: "Mesa de ayuda", parentSystemRoleId: "sistemas" }) { systemRoleId } }',
      as: 'admin',
    }),
  },
  createSystemMenu: {
    records: ['SystemMenu'],
    operation: 'create',
    call: () => ({
      query:
        'mutation { createSystemMenu(input: { systemMenuId: "settings.taxes", systemMenuName: "Impuestos", menuType: "navigation", path: "settings/taxes", component: "Taxes", platformType: "cloud", parentSystemMenuId: "settings" }) { systemMenuId } }',
      as: 'admin',
    }),
  },
  updateSystemMenu: {
    records: ['SystemMenu'],
    operation: 'update',
    field: 'systemMenuName',
    call: () => ({
      query: 'mutation { updateSystemMenu(systemMenuId: "settings.taxes", input: { systemMenuName: "Impuestos y derechos" }) { systemMenuId } }',
      as: 'admin',
    }),
  },
  updatePermissionProfile: {
    records: ['PermissionProfile'],
    operation: 'update',
    field: 'authenticatorRequired',
    call: () => ({
      query:
        'mutation { updatePermissionProfile(input: { positionId: "pricingAnalyst", menuAccess: "listed", permittedMenuIds: ["operation"], authenticatorRequired: true }) { positionId } }',
      as: 'admin',
    }),
  },
  importMenus: {
    records: ['SystemMenu', 'PermissionProfile'],
    operation: 'update',
    field: 'systemMenuName',
    call: async ({ data }) => {
      const { exportMenus } = await data<{ exportMenus: { systemMenus: Record<string, unknown>[]; permissionProfiles: Record<string, unknown>[] } }>(
        '{ exportMenus }',
      );
      const systemMenus = exportMenus.systemMenus.map((menu) =>
        menu.systemMenuId === 'settings.taxes' ? { ...menu, systemMenuName: 'Impuestos importados' } : menu,
      );
      const permissionProfiles = exportMenus.permissionProfiles.map((profile) =>
        profile.positionId === 'pricingAnalyst' ? { ...profile, authenticatorRequired: !profile.authenticatorRequired } : profile,
      );
      return {
        query: 'mutation ($document: JSON!) { importMenus(document: $document) { systemMenus { updated } } }',
        variables: { document: { ...exportMenus, systemMenus, permissionProfiles } },
        as: 'admin',
      };
    },
  },
  createUser: {
    records: ['Attendant'],
    operation: 'create',
    call: () => ({
      query:
        'mutation { createUser(input: { userName: "probador1", temporaryPassword: "Temporal#2026x", fullName: "Probador Uno", positionId: "it" }) { userName } }',
      as: 'admin',
    }),
  },
  updateUser: {
    records: ['Attendant'],
    operation: 'update',
    field: 'fullName',
    call: () => ({ query: 'mutation { updateUser(userName: "probador1", input: { fullName: "Probador Dos" }) { userName } }', as: 'admin' }),
  },
  resetUserPassword: {
    records: ['Attendant'],
    operation: 'update',
    field: 'passwordHash',
    call: () => ({ query: 'mutation { resetUserPassword(userName: "probador1", temporaryPassword: "Otra#2026xyz") { userName } }', as: 'admin' }),
  },
  updatePositionRole: {
    records: ['Position'],
    operation: 'update',
    call: () => ({ query: 'mutation { updatePositionRole(positionId: "it", systemRoleId: "administracion") { __typename } }', as: 'admin' }),
  },
  updateMyProfile: {
    records: ['Attendant'],
    operation: 'update',
    field: 'nickname',
    call: () => ({ query: 'mutation { updateMyProfile(input: { nickname: "Jefa" }) { nickname } }', as: 'admin' }),
  },
  updateProfile: {
    records: ['Attendant'],
    operation: 'update',
    field: 'nickname',
    // Only one's own profile (PROFILE_NOT_OWN otherwise): the administrator's, by its id.
    call: async ({ data }) => {
      const { users } = await data<{ users: { items: { userName: string; attendantId: string }[] } }>(
        '{ users(search: "admin") { items { userName attendantId } } }',
        {},
        'admin',
      );
      const id = users.items.find((user) => user.userName === 'admin')!.attendantId;
      return {
        query: 'mutation ($id: ID!) { updateProfile(attendantId: $id, input: { nickname: "Directora" }) { nickname } }',
        variables: { id },
        as: 'admin',
      };
    },
  },
};
