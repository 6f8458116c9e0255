/** Server-side permissions of headcount (menus humanResources.headcount and .templateAssignment). */
export const headcountPermissionMenus = {
  /** The headcount dashboard: cards, chart, reports, history. */
  'headcount.read': { systemMenuId: 'humanResources.headcount', scope: 'leer' },
  /** Choosing the observation and the action plan of an evaluation. */
  'headcount.evaluate': { systemMenuId: 'humanResources.headcount', scope: 'editar' },
  /** Running the daily calculation on demand (screen and CLI). */
  'headcount.compute': { systemMenuId: 'humanResources.headcount', scope: 'ejecutar' },
  /** The work-team templates with their positions and rules. */
  'workTeamTemplates.read': { systemMenuId: 'humanResources.templateAssignment', scope: 'leer' },
  /** Creating, editing and toggling templates, positions, rules, and assigning templates to stores. */
  'workTeamTemplates.write': { systemMenuId: 'humanResources.templateAssignment', scope: 'editar' },
} as const satisfies Record<string, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }>;
