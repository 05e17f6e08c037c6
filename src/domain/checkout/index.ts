// personNumber.ts is imported from its own path: it brings the checksum library, which only the
// payment step and the server need.
export * from './delivery';
export * from './order';
export * from './personNumberInput';
export * from './preselection';
export * from './problems';
export * from './shippingForm';
export * from './steps';
