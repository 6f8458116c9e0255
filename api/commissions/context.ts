import type { Logger } from '../../config/logger';
import type { WorkflowGateway } from '../../workers/gateway';

/** What the commissions routes reach besides the database: the process runtime and the log. */
export interface CommissionsContext {
  /** The workflow gateway, when this process has one (tests may run without). */
  workflows(): WorkflowGateway | undefined;
  logger: Logger;
}
