export * from './messages';
export * from './contact';
export * from './age';
export * from './schedule-fields';
