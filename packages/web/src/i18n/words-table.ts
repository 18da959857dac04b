// The table's own chrome: the status bar, who is away, the low-time warning, the waiting room's rated line, the
// rematch (merged into ru.ts and en.ts under `tableBar`).
import type { Shape } from './shape.ts';

export const TABLE_BAR_RU = {
  phase: 'Этап',
  /** The bar's name for screen readers. */
  region: 'Ход партии',
  yourTurn: 'Ваш ход',
  /** Others the phase waits for besides me. */
  alsoWaiting: 'ещё ждём: {{names}}',
  waitingFor: 'Ждём: {{names}}',
  finished: 'Партия окончена',
  /** While a board shows how a round ended (the next decisions wait for it). */
  showing: 'Показ итогов хода…',
  myTime: 'Ваше время',
  timeLeft: 'Осталось времени',
  lowTime: 'Мало времени',
  lowTimeLive: 'Мало времени: осталось {{time}}',
  away: '{{name}} не в сети',
  awayTimeout: 'ход по времени через {{time}}',
  awayTakeover: 'бот займёт место через {{time}}',
  awayStrikes: 'пропусков подряд: {{count}} из {{max}}',
  awayLive: 'Не в сети: {{names}}',
  rated: 'Рейтинговая',
  casual: 'Без рейтинга',
  ratedHint: 'Итог партии изменит рейтинг игроков',
  casualHint: 'Итог партии не меняет рейтинг',
  /** The waiting room, once every seat is taken. */
  willBeRated: 'Партия будет рейтинговой: все места заняли зарегистрированные игроки.',
  notRated: 'Партия будет без рейтинга: {{why}}.',
  notRatedGuests: 'без учётной записи — {{names}}',
  notRatedBots: 'за столом есть боты',
  rematch: 'Новая партия тем же составом уже собрана.',
  joinRematch: 'Сесть за новый стол',
  watchRematch: 'Смотреть новую партию',
};

export const TABLE_BAR_EN = {
  phase: 'Stage',
  region: 'Game status',
  yourTurn: 'Your move',
  alsoWaiting: 'also waiting for {{names}}',
  waitingFor: 'Waiting for {{names}}',
  showing: 'Showing what happened…',
  finished: 'Game over',
  myTime: 'Your time',
  timeLeft: 'Time left',
  lowTime: 'Low on time',
  lowTimeLive: 'Low on time: {{time}} left',
  away: '{{name}} is offline',
  awayTimeout: 'their move times out in {{time}}',
  awayTakeover: 'a bot takes the seat in {{time}}',
  awayStrikes: 'timed out {{count}} of {{max}} in a row',
  awayLive: 'Offline: {{names}}',
  rated: 'Rated',
  casual: 'Casual',
  ratedHint: 'The result changes the players’ ratings',
  casualHint: 'The result does not change any rating',
  willBeRated: 'This game will be rated: every seat is a registered player.',
  notRated: 'This game will not be rated: {{why}}.',
  notRatedGuests: 'no account for {{names}}',
  notRatedBots: 'there are bots at the table',
  rematch: 'A rematch with the same seats is set up.',
  joinRematch: 'Join the rematch',
  watchRematch: 'Watch the rematch',
} satisfies Shape<typeof TABLE_BAR_RU>;
