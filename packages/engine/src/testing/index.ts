export * from './deep-freeze.ts';
export * from './json-safe.ts';
export * from './invariants.ts';
export * from './random-player.ts';
export * from './playout.ts';
export * from './registry.ts';
