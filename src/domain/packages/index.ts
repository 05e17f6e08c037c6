export * from './offerPrice';
export * from './countdown';
export * from './itemVersions';
export * from './reminders';
