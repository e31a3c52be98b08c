export * from './messages';
export * from './contact';
export * from './phone-validity';
export * from './age';
export * from './schedule-fields';
export * from './supported-years';
