export * from './deep-freeze.ts';
export * from './json-safe.ts';
export * from './invariants.ts';
export * from './random-player.ts';
export * from './playout.ts';
export * from './registry.ts';
// Spec 13's Checkers Exchange directors D3 (3 players) and D4 (4 players), for the web's, the bots' and the server's
// tests too.
export {
  D3 as CHECKERS_EXCHANGE_D3,
  D4 as CHECKERS_EXCHANGE_D4,
} from '../games/checkers-exchange/testing/positions.ts';
