import { graphql } from '../../graphql/generated';

/** Backends with their mode and state, the version and the start time (permission system.status). */
export const systemStatusQuery = graphql(`
  query SystemStatus {
    systemStatus {
      ...SystemStatus
    }
  }
`);
