// "Learn to play" (issue 30): the lesson page's own words (the lessons bring theirs in both languages); merged into
// ru.ts and en.ts under `lessons`.
import type { Shape } from './shape.ts';

export const LESSONS_RU = {
  heading: 'Учимся играть: {{game}}',
  coach: 'Подсказка',
  progress: 'Шаг {{step}} из {{total}}',
  next: 'Дальше',
  back: 'Назад',
  restart: 'Начать заново',
  // a step's move may be an order, a ready or a vote in the game's panels, not only a move on the board
  yourTurn: 'Ваш ход: сделайте его за столом, как подсказано выше.',
  readFirst: 'Сначала прочитайте подсказку и нажмите «Дальше».',
  wrongTitle: 'Не совсем так',
  othersPlaying: '{{name}} ходит…',
  whatHappened: 'Что произошло',
  done: 'Урок пройден!',
  // a lesson starts late in a game (its position), so the learner finished one rather than played all of it
  doneText: 'Вы довели партию до конца. Теперь сыграйте настоящую с начала: с друзьями или с ботом.',
  toLobby: 'В лобби',
  toRules: 'Правила',
  none: 'Для игры «{{game}}» урока пока нет.',
  noneHint: 'Можно прочитать правила или сразу сыграть с ботом.',
  noStep: 'В этом уроке нет шага «{{step}}» (их {{total}}): урок открыт там, где вы остановились.',
};

export const LESSONS_EN = {
  heading: 'Learn to play: {{game}}',
  coach: 'Coach',
  progress: 'Step {{step}} of {{total}}',
  next: 'Next',
  back: 'Back',
  restart: 'Start over',
  yourTurn: 'Your turn: make it at the table, as the coach says above.',
  readFirst: 'First read the coach and press Next.',
  wrongTitle: 'Not quite',
  othersPlaying: '{{name}} is playing…',
  whatHappened: 'What happened',
  done: 'Lesson complete!',
  doneText: 'You have played a game to its end. Now play a real one from the start: with friends or against a bot.',
  toLobby: 'To the lobby',
  toRules: 'Rules',
  none: 'There is no lesson for “{{game}}” yet.',
  noneHint: 'You can read the rules or play a bot straight away.',
  noStep: 'This lesson has no step “{{step}}” (it has {{total}}): it opens where you left off.',
} satisfies Shape<typeof LESSONS_RU>;
