// Who is who at the table: bot names, taken-over seats, coming back, your place: the words, in Russian and English
// (merged into ru.ts and en.ts under `seats`).
import { botNameWords } from '@birzha/protocol';
import type { Shape } from './shape.ts';

export const SEATS_RU = {
  /** The bots' own names by key (protocol BOT_NAME_WORDS, which the server reads too). */
  botNames: botNameWords('ru'),
  namedBot: 'Бот {{name}} ({{level}})',
  tookOver: '{{name}} → бот',
  tookOverHint: 'игрок вышел, за него играет бот',
  deleted: 'удалённый игрок',
  comeBack: 'Вернуться на своё место',
  comeBackHint: 'Пока вас нет, за ваше место играет бот. Вы можете вернуться до конца партии.',
  youWon: 'Вы победили',
  youShared: 'Вы разделили {{place}}-е место',
  youCame: 'Вы на {{place}}-м месте',
  rating: 'Рейтинг',
  rated: 'Рейтинговая партия',
  casual: 'Обычная партия',
  ratedAsked: 'Рейтинговая партия — если все места займут зарегистрированные игроки',
  ratedField: 'Рейтинговая партия',
  ratedHelp: 'Только если все места — зарегистрированные игроки или боты; гость делает партию обычной.',
};

export const SEATS_EN = {
  botNames: botNameWords('en'),
  namedBot: 'Bot {{name}} ({{level}})',
  tookOver: '{{name}} → bot',
  tookOverHint: 'the player left; a bot plays for them',
  deleted: 'deleted player',
  comeBack: 'Take my seat back',
  comeBackHint: 'A bot is playing your seat while you are away. You can come back before the game ends.',
  youWon: 'You won',
  youShared: 'You shared {{place}} place',
  youCame: 'You came {{place}}',
  rating: 'Rating',
  rated: 'Rated game',
  casual: 'Casual game',
  ratedAsked: 'Rated game, if every seat is taken by a registered player',
  ratedField: 'Rated game',
  ratedHelp: 'Only when every seat is a registered player or a bot; a guest makes it casual.',
} satisfies Shape<typeof SEATS_RU>;
