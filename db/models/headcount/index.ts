export * from './workTeamTemplate';
export * from './report';
export * from './incidents';
export * from './calculation';
