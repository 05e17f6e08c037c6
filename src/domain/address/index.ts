export * from './text';
export * from './postalRegister';
export * from './addressQuery';
export * from './suggest';
