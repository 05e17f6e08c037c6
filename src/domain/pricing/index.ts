export * from './tiers';
export * from './retouch';
