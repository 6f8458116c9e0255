import type { CatalogueEntry } from './entry';

/** Workflow runs and schedules. */
export const workflowsErrors = {
  WORKFLOW_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la ejecución {id}.',
    en: 'There is no run {id}.',
  },
  WORKFLOW_NOT_RUNNING: {
    kind: 'conflict',
    es: 'La ejecución {id} ya terminó.',
    en: 'The run {id} has already finished.',
  },
  WORKFLOW_ALREADY_RUNNING: {
    kind: 'conflict',
    es: 'Ya hay una ejecución {id} en curso.',
    en: 'A run {id} is already in progress.',
  },
  WORKFLOW_RUN_FAILED: {
    kind: 'unavailable',
    es: 'La ejecución {id} falló: {detail}',
    en: 'The run {id} failed: {detail}',
  },
  SCHEDULE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la programación {id}.',
    en: 'There is no schedule {id}.',
  },
} as const satisfies Record<string, CatalogueEntry>;
