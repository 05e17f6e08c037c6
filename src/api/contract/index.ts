export * from './endpoint';
export * from './user';
export * from './auth';
export * from './codes';
export * from './pictureSets';
export * from './settings';
export * from './debug';
export * from './support';
