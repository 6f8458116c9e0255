/** One system-menu record as the API gives it to the signed-in user. */
export interface MenuEntry {
  systemMenuId: string;
  systemMenuName: string;
  labels: { es: string; en: string };
  /** Relative to /prometheus/ (a leading / is outside the shell); :id is already the user's id. */
  path: string;
  component: string;
  /** Blueprint icon name. */
  icon: string;
  /** What the user may do there: leer, editar, ejecutar. */
  scopes: string[];
  children?: MenuEntry[];
}

export interface UserMenus {
  profile: MenuEntry[];
  system: MenuEntry[];
  navigation: MenuEntry[];
}

export interface MyMenusResult {
  myMenus: UserMenus;
}
