export * from './workplan';
export * from './section';
export * from './activity';
