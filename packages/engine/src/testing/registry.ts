// The games' spec positions that other packages' tests share (the web's, the bots' and the server's), one export per
// game.
export { TV1_POSITION as STOCKPILE_TV1, TV5_POSITION as STOCKPILE_TV5 } from '../games/stockpile/testing/match.ts';
export {
  D3 as CHECKERS_EXCHANGE_D3,
  D4 as CHECKERS_EXCHANGE_D4,
} from '../games/checkers-exchange/testing/positions.ts';
