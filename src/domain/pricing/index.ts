export * from './tiers';
export * from './retouch';
export * from './money';
