import { graphql } from '../../graphql/generated';

/** The landing page's settings from the server's configuration (the countdown target). */
export const landingPageQuery = graphql(`
  query LandingPage {
    landingPage {
      countdownTarget
    }
  }
`);
