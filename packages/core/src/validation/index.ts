export * from './messages';
export * from './contact';
export * from './age';
