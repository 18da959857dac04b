import type { Shape } from '../../i18n/shape.ts';

/**
 * The create form's Checkers Exchange options, each explained (spec 3), and their short lobby labels (i18n key
 * `checkers-exchange.options.*`).
 */
export const CE_OPTIONS_RU = {
  options: {
    timing: 'Время на этапы',
    timingHelp: 'Время на каждый этап: {{limits}}. Когда оно выйдет, этап закончится сам.',
    timingHelpUntimed:
      'Без часов: этапы кончаются, только когда все готовы; за фирму сдавшегося директора ход делается сам.',
    timingLimits:
      'ход на доске — {{ply}}, аукцион — {{auction}}, биржевая сессия — {{session}}, собрания — {{meeting}}',
    timingName: {
      classic: 'Классика',
      online: 'Онлайн',
      blitz: 'Блиц',
      untimed: 'Без часов',
    },
    timingChoice: '{{name}} ({{ply}} на ход)',
    years: 'Длина игры',
    yearsHelp:
      'Каждый год — 8 ходов на доске, доход за взятия, биржевая сессия и, если их потребуют, собрания акционеров. Игра кончается раньше, если партия на доске закончится.',
    yearsCount_one: '{{count}} год',
    yearsCount_few: '{{count}} года',
    yearsCount_many: '{{count}} лет',
    yearsCount_other: '{{count}} года',
  },
};

export const CE_OPTIONS_EN: Shape<typeof CE_OPTIONS_RU> = {
  options: {
    timing: 'Time limits',
    timingHelp: 'Time for each stage: {{limits}}. When it runs out, the stage ends by itself.',
    timingHelpUntimed:
      'No clock: a stage ends only when everyone is ready; a resigned director’s firm moves by itself.',
    timingLimits:
      '{{ply}} per move on the board, {{auction}} for the auction, {{session}} per exchange session, {{meeting}} for meetings',
    timingName: {
      classic: 'Classic',
      online: 'Online',
      blitz: 'Blitz',
      untimed: 'Untimed',
    },
    timingChoice: '{{name}} ({{ply}} per move)',
    years: 'Length',
    yearsHelp:
      'Each year has 8 moves on the board, capture income, an exchange session and, when requested, shareholders’ meetings. The game ends sooner if the game on the board is over.',
    yearsCount_one: '{{count}} year',
    yearsCount_few: '{{count}} years',
    yearsCount_many: '{{count}} years',
    yearsCount_other: '{{count}} years',
  },
};
