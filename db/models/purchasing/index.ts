export * from './dailySeries';
export * from './forecast';
export * from './salesHistory';
export * from './stock';
export * from './forecastRun';
export * from './purchaseOrder';
export * from './storeWeek';
export * from './storeWeekRebuild';
