export { calculateHeadcount, headcountStoreIds, WorkTeamTemplateModel } from '../../db/models/headcount';
export { HEADCOUNT_BATCH_SIZE as HEADCOUNT_BATCH_SIZE_FOR_BENCH } from '../../workflows/headcount/dailyHeadcount';
