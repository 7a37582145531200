/** Shared data calls, labels and formats of the competitions feature in mfe-manage. */
export * from './types';
export * from './labels';
export * from './days';
export * from './format';
export * from './api';
