export * from './core/result.ts';
export * from './core/rng.ts';
export * from './core/game.ts';
export * from './core/record.ts';
export * from './core/canonical.ts';
export * from './core/market/index.ts';
export * from './games.ts';
export * as Akcioner from './games/akcioner/index.ts';
export { akcioner } from './games/akcioner/index.ts';
