export * from './common';
export * from './product';
export * from './cart';
export * from './account';
export * from './search';
