export * from './order';
export * from './steps';
