export * from './codes';
export * from './files';
export * from './template';
