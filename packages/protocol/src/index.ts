export * from './codes.ts';
export * from './client-messages.ts';
export * from './server-messages.ts';
export * from './json-patch.ts';
export * from './http.ts';
export * from './parse.ts';
export * from './accounts.ts';
export * from './profiles.ts';
