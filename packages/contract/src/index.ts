export * from './constants.js';
export * from './messages.js';
export * from './paths.js';
export * from './schemas/common.js';
export * from './schemas/account.js';
export * from './schemas/upload.js';
export * from './schemas/jobs.js';
export * from './schemas/catalogue.js';
