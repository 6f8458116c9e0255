import { Schema } from 'mongoose';
import { defineModel, labelsSchema, versionedRecordPlugin, type Labels, type VersionedRecord } from '../common';

export const menuTypes = ['navigation', 'profile', 'system'] as const;
export type MenuType = (typeof menuTypes)[number];
export const platformTypes = ['cloud', 'pos', 'suscriptor', 'user'] as const;
export type PlatformType = (typeof platformTypes)[number];
export const defaultScopeNames = ['leer', 'editar', 'ejecutar'] as const;

export interface MenuScope {
  scopeName: string;
  active: boolean;
}

/**
 * An entry of the navigation, profile or system menu. `path` is relative to /prometheus/; a
 * profile path may hold ':id', replaced by the signed-in attendant's id.
 */
export interface SystemMenu {
  /** Stable business id (dotted: 'settings.users'); permission profiles refer to it. */
  systemMenuId: string;
  /** Spanish name, as the menu shows it by default. */
  systemMenuName: string;
  labels: Labels;
  menuType: MenuType;
  path: string;
  /** Name of the dashboard screen component. */
  component: string;
  /** Blueprint icon name. */
  icon: string;
  active: boolean;
  platformType: PlatformType;
  /** null for a top-level entry. */
  parentSystemMenuId: string | null;
  /** The role that owns the entry. */
  systemMenuRoleId: string | null;
  defaultScopes: MenuScope[];
  /** Position among its siblings. */
  order: number;
}

const menuScopeSchema = new Schema<MenuScope>({ scopeName: { type: String, required: true }, active: { type: Boolean, default: true } }, { _id: false });

const systemMenuSchema = new Schema<SystemMenu & VersionedRecord>(
  {
    systemMenuId: { type: String, required: true, match: /^[A-Za-z0-9_.-]{1,80}$/ },
    systemMenuName: { type: String, required: true },
    labels: { type: labelsSchema, required: true },
    menuType: { type: String, enum: menuTypes, required: true },
    path: { type: String, required: true },
    component: { type: String, required: true },
    icon: { type: String, default: 'circle' },
    active: { type: Boolean, default: true },
    platformType: { type: String, enum: platformTypes, required: true },
    parentSystemMenuId: { type: String, default: null },
    systemMenuRoleId: { type: String, default: null },
    defaultScopes: {
      type: [menuScopeSchema],
      default: () => defaultScopeNames.map((scopeName) => ({ scopeName, active: true })),
    },
    order: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'systemMenus' },
);
systemMenuSchema.plugin(versionedRecordPlugin);
systemMenuSchema.index({ systemMenuId: 1 }, { unique: true });
systemMenuSchema.index({ platformType: 1, menuType: 1 });
systemMenuSchema.index({ parentSystemMenuId: 1 });

export const SystemMenuModel = defineModel<SystemMenu & VersionedRecord>('SystemMenu', systemMenuSchema);
