export * from './delivery';
export * from './order';
export * from './personNumber';
export * from './preselection';
export * from './problems';
export * from './shippingForm';
export * from './steps';
