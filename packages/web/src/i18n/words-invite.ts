// Coming back to a table and invitations (issue 25): "since your last move" in the log, the step-through from there,
// "review from here" in the replay, inviting by user name and the lobby's invitations (merged into ru.ts and en.ts
// under `comingBack` and `invitations`).
import type { Shape } from './shape.ts';

export const COMING_BACK_RU = {
  since: 'С вашего последнего хода',
  /** The same, to a player who has not moved yet in the match. */
  sinceStart: 'С начала партии',
  replayFrom: 'Показать с этого места',
  reviewFrom: 'Смотреть отсюда',
  /** The step-through of the moves since my last one, on the board. */
  title: 'Что было без вас',
  position: 'Ход {{at}} из {{total}}',
  start: 'Ваш последний ход',
  prev: 'Предыдущий ход',
  next: 'Следующий ход',
  first: 'К вашему последнему ходу',
  startOfGame: 'Начало партии',
  firstOfGame: 'К началу партии',
  last: 'К последнему ходу',
  close: 'Вернуться к столу',
  loading: 'Загружаем ходы…',
};

export const COMING_BACK_EN: Shape<typeof COMING_BACK_RU> = {
  since: 'Since your last move',
  sinceStart: 'Since the game began',
  replayFrom: 'Replay from here',
  reviewFrom: 'Review from here',
  title: 'While you were away',
  position: 'Move {{at}} of {{total}}',
  start: 'Your last move',
  prev: 'Previous move',
  next: 'Next move',
  first: 'To your last move',
  startOfGame: 'The start of the game',
  firstOfGame: 'To the start of the game',
  last: 'To the latest move',
  close: 'Back to the table',
  loading: 'Loading the moves…',
};

export const INVITATIONS_RU = {
  title: 'Приглашения',
  empty: 'Приглашений нет.',
  from: '{{name}} зовёт вас сыграть: {{game}}',
  until: 'до {{date}}',
  accept: 'Принять',
  decline: 'Отклонить',
  status: { open: 'ждёт ответа', accepted: 'принято', declined: 'отклонено', expired: 'истекло' },
  form: {
    label: 'Пригласить по имени пользователя',
    hint: 'Несколько имён — через запятую или пробел.',
    send: 'Пригласить',
    sent: 'Приглашения отправлены: {{names}}.',
    skipped: 'Не приглашены: {{names}}.',
    reason: { self: 'это вы', seated: 'уже за столом', invited: 'уже приглашены', repeated: 'названы дважды' },
  },
};

export const INVITATIONS_EN: Shape<typeof INVITATIONS_RU> = {
  title: 'Invitations',
  empty: 'No invitations.',
  from: '{{name}} invites you to play {{game}}',
  until: 'until {{date}}',
  accept: 'Accept',
  decline: 'Decline',
  status: { open: 'awaiting your answer', accepted: 'accepted', declined: 'declined', expired: 'expired' },
  form: {
    label: 'Invite by user name',
    hint: 'Several names: separate them with commas or spaces.',
    send: 'Invite',
    sent: 'Invited: {{names}}.',
    skipped: 'Not invited: {{names}}.',
    reason: { self: 'that is you', seated: 'seated already', invited: 'invited already', repeated: 'named twice' },
  },
};
