export * from './users';
export * from './legal';
export * from './growth';
export * from './friends';
export * from './notifications';
export * from './platform';
export * from './locations';
export * from './availability';
