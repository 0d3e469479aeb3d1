export * from './codes';
export * from './auth';
export * from './customer';
export * from './accounts';
export * from './dictionaries';
export * from './methods';
export * from './live';
