// The games' spec positions that other packages' tests share (the web's and the bots'), one line per game.
export { TV1_POSITION as STOCKPILE_TV1, TV5_POSITION as STOCKPILE_TV5 } from '../games/stockpile/testing/match.ts';
