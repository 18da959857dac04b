import type { Shape } from '../../i18n/shape.ts';

/** The create form's Stockpile options, each explained (spec 3; i18n key `stockpile.options.*`). */
export const STOCKPILE_OPTIONS_RU = {
  options: {
    investors: 'Инвесторы',
    investorsHelp:
      'Перед игрой каждый выбирает одного из двух инвесторов (вдвоём — двух из четырёх): у каждого свои стартовые деньги и особая способность.',
    board: 'Поле',
    boardStandard: 'обычное',
    boardAdvanced: 'продвинутое',
    boardHelp:
      'Обычное: у всех компаний клетки от 1 000 до 10 000 $. Продвинутое: у каждой компании своя шкала (данные предварительные).',
    clock: 'Время на решение',
    clockHelp: 'На каждое решение столько времени; когда оно выйдет, сервер сделает ход по умолчанию.',
    perDecision: '{{clock}} на решение',
    displaced: 'Кто ставит после того, как перебили',
    displacedInTurn: 'по кругу (как в правилах)',
    displacedImmediately: 'перебитый ставит сразу',
    displacedHelp:
      'По кругу: перебитый игрок ждёт своей очереди. Сразу: перебитый ставит немедленно, потом круг продолжается.',
    rebid: 'Можно сразу перебить того, кто перебил вас на этом пакете',
    rebidHelp:
      'Если выключено, перебитый не может вернуться на отнятый у него пакет ставкой сразу после того, как его перебили; после чьей-нибудь другой ставки — может.',
    seedPiles: 'Открытая карта на каждом пакете в начале раунда',
    seedPilesHelp: 'Перед предложением на каждый пакет кладут по одной открытой карте из колоды.',
    advanced: 'продвинутое поле',
    withInvestors: 'с инвесторами',
    seeded: 'пакеты с картой',
    immediately: 'перебитый ставит сразу',
    rebidOn: 'можно перебить обратно',
  },
};

export const STOCKPILE_OPTIONS_EN: Shape<typeof STOCKPILE_OPTIONS_RU> = {
  options: {
    investors: 'Investors',
    investorsHelp:
      'Before the game everyone keeps one of two investors (two of four with 2 players): each has their own starting cash and a special power.',
    board: 'Board',
    boardStandard: 'standard',
    boardAdvanced: 'advanced',
    boardHelp:
      'Standard: every company runs from $1,000 to $10,000. Advanced: each company has its own track (provisional data).',
    clock: 'Time per decision',
    clockHelp: 'Every decision has this long; when it runs out, the server makes the default move.',
    perDecision: '{{clock}} per decision',
    displaced: 'Who bids after being outbid',
    displacedInTurn: 'in turn (as in the rules)',
    displacedImmediately: 'the outbid player at once',
    displacedHelp:
      'In turn: an outbid player waits for their turn in the rotation. At once: the outbid player bids straight away, then the rotation goes on.',
    rebid: 'An outbid player may go straight back to the pile they lost',
    rebidHelp:
      'When off, an outbid player may not go back on the pile taken from them with the bid that comes right after; once anyone else has bid, they may.',
    seedPiles: 'A face-up card on every pile at the start of a round',
    seedPilesHelp: 'Before Supply, one card from the deck is dealt face up onto each pile.',
    advanced: 'advanced board',
    withInvestors: 'with investors',
    seeded: 'seeded piles',
    immediately: 'outbid bid at once',
    rebidOn: 'rebid allowed',
  },
};
