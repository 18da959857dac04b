import type { Shape } from '../../i18n/shape.ts';

/**
 * Akcioner's words on its table and its options form (i18n key `akcioner.*`, merged into messages.ts): colours,
 * cards, variants, the zones and the turn composer.
 */
export const AKCIONER_TABLE_RU = {
  color: { yellow: 'жёлтые', red: 'красные', blue: 'синие', green: 'зелёные' },
  colorOne: { yellow: 'жёлтый', red: 'красный', blue: 'синий', green: 'зелёный' },
  card: {
    label: 'Карта: {{colored}}; свободные части: {{free}}',
    assignPart: 'Часть {{op}}: {{color}}. Выбрать цвет',
    noColor: 'цвет не выбран',
  },
  variant: { short: 'Короткий', classic: 'Классический', long: 'Длинный' },
  prices: {
    title: 'Курсы акций',
    axis: 'сыгранные карты',
    chartLabel: 'График цен после каждой из {{count}} карт; сейчас: {{prices}}',
  },
  accounts: {
    title: 'Счета',
    round: 'раунд {{round}} из {{total}}',
    lastRound: 'последний раунд, без торговли',
    finished: 'игра окончена',
    player: 'Игрок',
    cash: 'Деньги',
    capital: 'Капитал',
    cards: 'Карт',
    you: 'вы',
    status: { active: 'в игре', bankrupt: 'банкрот', resigned: 'игра сдана' },
  },
  hand: {
    title: 'Мои карты',
    played: 'Сыгранные карты',
    empty: 'Карт не осталось.',
    history: 'Сыгранные карты',
    pickCard: 'Выберите карту: нажмите на неё или перетащите на стол.',
    assignHint:
      'Нажмите на каждую незакрашенную часть карты и выберите цвет, затем перетащите карту на стол (или нажмите на поле «Перетащите карту сюда»).',
  },
  turn: {
    title: 'Мой ход',
    stage1: 'этап 1: купля-продажа, выбор карты',
    stage2: 'этап 2: карта',
    stage3: 'этап 3: купля-продажа',
    stock: 'Акции',
    price: 'Цена',
    change: 'Купить / продать',
    hold: 'Будет',
    holdLocked: 'Будет (заблок.)',
    buyOne: 'Купить ещё одну: {{color}}',
    sellOne: 'Продать ещё одну: {{color}}',
    cashAfter: 'Деньги после сделок',
    lockedNote: 'в скобках — акции, купленные на этапе 1: их нельзя продать в этом ходу',
    block: {
      NO_CASH: 'Не хватает денег, чтобы купить ещё ({{color}})',
      NO_SHARES: 'Больше нечего продавать ({{color}})',
      LOCKED: 'Акции, купленные на этапе 1, нельзя продать в этом ходу ({{color}})',
    },
    reset: 'Сброс',
    cancel: 'Отмена',
    done: 'Готово',
    chooseColor: 'Выберите цвет',
    dropHere: 'Перетащите карту сюда',
    dropReady: 'Перетащите карту сюда или нажмите, чтобы сыграть её',
    assignFirst: 'Сначала раскрасьте все незакрашенные части карты',
    // the lines below are the log's, in its past tense: the heading says they are what it will write
    preview: 'Если сыграть карту, в журнале будет:',
    noEffects: 'Кроме цен, ничего не изменится.',
    needCard: 'Сыграйте карту, чтобы закончить ход.',
    cardNow: 'Торговля этого этапа уже сделана: выберите карту.',
    lastRoundNote: 'Последний раунд: торговли нет, только карта.',
    waiting: 'Ходит {{name}}…',
    seatLine: 'Ход игрока {{name}}',
    /** Why «Готово» cannot be pressed yet. */
    why: {
      sending: 'Ход отправляется…',
      error: 'Сначала исправьте то, что не даёт сделать ход (выше).',
      drop: 'Положите карту на стол: перетащите её или нажмите на поле для карты.',
    },
  },
  options: {
    variant: 'Вариант',
    // rounds, as the table counts them («Раунд 1 из 8»): «8 ходов» read as eight moves of the whole game
    variantHelp_one:
      '{{big}} больших и {{small}} малых карт у каждого, {{count}} раунд; от {{min}} до {{max}} игроков.',
    variantHelp_few:
      '{{big}} больших и {{small}} малых карт у каждого, {{count}} раунда; от {{min}} до {{max}} игроков.',
    variantHelp_many:
      '{{big}} больших и {{small}} малых карт у каждого, {{count}} раундов; от {{min}} до {{max}} игроков.',
    variantHelp_other:
      '{{big}} больших и {{small}} малых карт у каждого, {{count}} раунда; от {{min}} до {{max}} игроков.',
    rounding: 'Округление при делении пополам',
    roundingUp: 'вверх (170 → 90)',
    roundingDown: 'вниз (170 → 80)',
    roundingHelp:
      'Как округлять цену, которая после ÷2 не кратна 10. Цена 10 при ÷2 всегда выводится в ноль (выкуп по 5).',
    clock: 'Время на ход',
    clockHelp:
      'Весь ход (три этапа) нужно сделать до конца отсчёта, иначе сервер сыграет за вас карту по умолчанию без торговли; после нескольких пропусков подряд (сколько — сказано за столом) за вас играет бот, пока вы не вернётесь на место.',
    perTurn: '{{clock}} на ход',
  },
  /** The status bar's words (phase-label.ts). */
  phase: {
    round: 'Раунд {{round}} из {{total}}',
    lastRound: 'Раунд {{round}} из {{total}}, последний',
    finished: 'Игра окончена',
  },
  resignConfirm: 'Сдаться? Ваши акции уйдут в банк, деньги останутся; вернуться в партию будет нельзя.',
};

export const AKCIONER_TABLE_EN: Shape<typeof AKCIONER_TABLE_RU> = {
  color: { yellow: 'yellow', red: 'red', blue: 'blue', green: 'green' },
  colorOne: { yellow: 'yellow', red: 'red', blue: 'blue', green: 'green' },
  card: {
    label: 'Card: {{colored}}; blank parts: {{free}}',
    assignPart: 'Part {{op}}: {{color}}. Choose a colour',
    noColor: 'no colour yet',
  },
  variant: { short: 'Short', classic: 'Classic', long: 'Long' },
  prices: {
    title: 'Stock prices',
    axis: 'cards played',
    chartLabel: 'Prices after each of {{count}} cards; now: {{prices}}',
  },
  accounts: {
    title: 'Accounts',
    round: 'round {{round}} of {{total}}',
    lastRound: 'last round, no trading',
    finished: 'game over',
    player: 'Player',
    cash: 'Cash',
    capital: 'Capital',
    cards: 'Cards',
    you: 'you',
    status: { active: 'playing', bankrupt: 'bankrupt', resigned: 'resigned' },
  },
  hand: {
    title: 'My cards',
    played: 'Played cards',
    empty: 'No cards left.',
    history: 'Played cards',
    pickCard: 'Choose a card: press it or drag it onto the table.',
    assignHint:
      'Press each blank part of the card and pick a colour, then drag the card onto the table (or press the "Drop the card here" area).',
  },
  turn: {
    title: 'My turn',
    stage1: 'stage 1: buy and sell, choose a card',
    stage2: 'stage 2: the card',
    stage3: 'stage 3: buy and sell',
    stock: 'Stock',
    price: 'Price',
    change: 'Buy / sell',
    hold: 'Will hold',
    holdLocked: 'Will hold (locked)',
    buyOne: 'Buy one more: {{color}}',
    sellOne: 'Sell one more: {{color}}',
    cashAfter: 'Cash after trading',
    lockedNote: 'in brackets: shares bought in stage 1, which cannot be sold this turn',
    block: {
      NO_CASH: 'Not enough cash to buy more ({{color}})',
      NO_SHARES: 'Nothing more to sell ({{color}})',
      LOCKED: 'Shares bought in stage 1 cannot be sold this turn ({{color}})',
    },
    reset: 'Reset',
    cancel: 'Cancel',
    done: 'Done',
    chooseColor: 'Choose a colour',
    dropHere: 'Drop the card here',
    dropReady: 'Drop the card here or press to play it',
    assignFirst: 'First give every blank part of the card a colour',
    preview: 'Played, the card will log:',
    noEffects: 'Nothing changes but the prices.',
    needCard: 'Play a card to finish your turn.',
    cardNow: "This turn's first trade is done: choose a card.",
    lastRoundNote: 'Last round: no trading, only the card.',
    waiting: '{{name}} is moving…',
    seatLine: '{{name}} to move',
    why: {
      sending: 'Sending the turn…',
      error: 'First fix what keeps the turn from being made (above).',
      drop: 'Put the card on the table: drag it there or press the card area.',
    },
  },
  options: {
    variant: 'Variant',
    variantHelp_one: '{{big}} big and {{small}} small cards each, {{count}} round; {{min}} to {{max}} players.',
    variantHelp_few: '{{big}} big and {{small}} small cards each, {{count}} rounds; {{min}} to {{max}} players.',
    variantHelp_many: '{{big}} big and {{small}} small cards each, {{count}} rounds; {{min}} to {{max}} players.',
    variantHelp_other: '{{big}} big and {{small}} small cards each, {{count}} rounds; {{min}} to {{max}} players.',
    rounding: 'Rounding when halving',
    roundingUp: 'up (170 → 90)',
    roundingDown: 'down (170 → 80)',
    roundingHelp:
      'How a price that is not a multiple of 10 after ÷2 is rounded. Halving a price of 10 always zeroes it (buyback at 5).',
    clock: 'Time per turn',
    clockHelp:
      'The whole turn (three stages) must be done before the clock runs out, or the server plays a default card for you without trading; after a few timeouts in a row (the table says how many) a bot plays your seat until you take it back.',
    perTurn: '{{clock}} per turn',
  },
  phase: {
    round: 'Round {{round}} of {{total}}',
    lastRound: 'Round {{round}} of {{total}}, the last',
    finished: 'Game over',
  },
  resignConfirm: 'Resign? Your shares go to the bank, your cash stays; you cannot come back to this match.',
};
