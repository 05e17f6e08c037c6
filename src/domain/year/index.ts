export * from './year';
