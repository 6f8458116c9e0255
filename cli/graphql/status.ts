import { graphql } from './generated';

/** Backends (with their texts as codes for --json), workers and runs, for `status`. */
export const statusQuery = graphql(`
  query Status {
    systemStatus {
      ok
      version
      startedAt
      backends {
        name
        mode
        ok
        detail
        modeCode
        modeParams
        detailCode
        detailParams
      }
    }
    workflowsOverview {
      backend
      running
      failed
      completed
      schedules
      workers
    }
  }
`);
