/** Server-side permissions of remote commands, carried by the 'Comandos remotos' menu (remoteCommands). */
export const remoteCommandPermissionMenus = {
  /** Commands, stores, customers, kits and the history. */
  'remoteCommands.read': { systemMenuId: 'remoteCommands', scope: 'leer' },
  /** Add and edit commands. */
  'remoteCommands.write': { systemMenuId: 'remoteCommands', scope: 'editar' },
  /** Send a command to a store. */
  'remoteCommands.send': { systemMenuId: 'remoteCommands', scope: 'ejecutar' },
} as const;
