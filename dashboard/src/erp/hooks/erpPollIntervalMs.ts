/** The ERP answers through an agent that polls for requests: once a second is soon enough. */
export const erpPollIntervalMs = 1000;
