export * from './errors';
export * from './validation';
export * from './time/zones';
