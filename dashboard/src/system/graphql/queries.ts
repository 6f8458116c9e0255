import { graphql } from '../../graphql/generated';

/**
 * Backends with their mode and state, the version and the start time, the collections that only
 * grow with their size and retention, and the process's heap (permission system.status).
 */
export const systemStatusQuery = graphql(`
  query SystemStatus {
    systemStatus {
      ...SystemStatus
      collections {
        name
        collection
        documents
        sizeBytes
        setting
        retentionSeconds
      }
      heap {
        usedBytes
        limitBytes
        percent
        level
      }
    }
  }
`);
