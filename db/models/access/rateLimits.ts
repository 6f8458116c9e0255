/**
 * The collection of the shared rate-limit counters (api/access/rateLimit.ts): rate-limiter-flexible's
 * RateLimiterMongo writes one document per operation, rule and client, with the end of its window
 * in `expire`. No mongoose model; its indexes are declared with the retained collections (db/retention).
 */
export const RATE_LIMIT_COLLECTION = 'rateLimits';
