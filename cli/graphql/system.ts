import { graphql } from './generated';

/** Backends (with their texts as codes for --json), workers and runs, for `status`. */
export const statusQuery = graphql(`
  query Status {
    systemStatus {
      ...SystemStatus
      backends {
        modeCode
        modeParams
        detailCode
        detailParams
      }
    }
    workflowsOverview {
      ...WorkflowsOverview
    }
  }
`);
