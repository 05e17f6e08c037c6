export * from './types';
export * from './status';
export * from './prices';
