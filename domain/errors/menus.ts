import type { CatalogueEntry } from './entry';

/** Roles, menus, positions and permission profiles (spec 003 section 7). */
export const menusErrors = {
  ROLE_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el nombre del rol.',
    en: 'Enter the role name.',
  },
  ROLE_TREE_TOO_DEEP: {
    kind: 'validation',
    es: 'El árbol de roles admite hasta {levels} niveles.',
    en: 'The role tree allows up to {levels} levels.',
  },
  MENU_ID_INVALID: {
    kind: 'validation',
    es: 'El identificador del menú solo admite letras, números y . _ - (hasta 80).',
    en: 'The menu id accepts only letters, digits and . _ - (up to 80).',
  },
  MENU_ID_TAKEN: {
    kind: 'conflict',
    es: 'Ya existe un menú {id}.',
    en: 'A menu {id} already exists.',
  },
  MENU_NAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el nombre del menú.',
    en: 'Enter the menu name.',
  },
  MENU_COMPONENT_REQUIRED: {
    kind: 'validation',
    es: 'Indica el componente del menú.',
    en: 'Enter the menu component.',
  },
  MENU_PATH_REQUIRED: {
    kind: 'validation',
    es: 'Indica una ruta válida para el menú.',
    en: 'Enter a valid path for the menu.',
  },
  MENU_TYPE_REQUIRED: {
    kind: 'validation',
    es: 'Elige el tipo de menú (profile, system o navigation).',
    en: 'Choose the menu type (profile, system or navigation).',
  },
  MENU_PLATFORM_REQUIRED: {
    kind: 'validation',
    es: 'Elige la plataforma del menú.',
    en: 'Choose the menu platform.',
  },
  MENUS_IMPORT_INVALID: {
    kind: 'validation',
    es: 'El archivo de menús no es válido: {detail}',
    en: 'The menus file is not valid: {detail}',
  },
  POSITION_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe el puesto {id}.',
    en: 'There is no position {id}.',
  },
  ACCESS_BEYOND_OWN: {
    kind: 'forbidden',
    es: 'No puedes otorgar ni administrar accesos que tú no tienes.',
    en: 'You cannot grant or manage access you do not have yourself.',
  },
} as const satisfies Record<string, CatalogueEntry>;
