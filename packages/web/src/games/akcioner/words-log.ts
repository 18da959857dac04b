import type { Shape } from '../../i18n/shape.ts';

/** Words of the log's groups and of other players' turns played out on the board (i18n key `akcioner.*`). */
export const AKCIONER_LOG_RU = {
  logGroup: {
    setup: 'Начало игры',
  },
  playback: {
    showing: 'Ход игрока {{name}}',
    justPlayed: 'только что сыграна',
  },
};

export const AKCIONER_LOG_EN: Shape<typeof AKCIONER_LOG_RU> = {
  logGroup: {
    setup: 'The start of the game',
  },
  playback: {
    showing: '{{name}}’s turn',
    justPlayed: 'just played',
  },
};
