export * from './deep-freeze.ts';
export * from './json-safe.ts';
export * from './invariants.ts';
export * from './random-player.ts';
export * from './playout.ts';
// The spec's Stockpile test vectors as positions, for the web's and the bots' tests too.
export { TV1_POSITION as STOCKPILE_TV1, TV5_POSITION as STOCKPILE_TV5 } from '../games/stockpile/testing/match.ts';
