import type { WorkTeamTemplatesQuery } from '../../../graphql';

/** A template as the table shows it (with its positions, rules and store count). */
export type TemplateRow = WorkTeamTemplatesQuery['workTeamTemplates'][number];
