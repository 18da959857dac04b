import { AKCIONER_EN } from '../games/akcioner/messages.ts';
import { CODES_EN } from './codes.ts';
import type { Messages } from './ru.ts';
import type { Shape } from './shape.ts';

/** English: the same keys as Russian. */
export const en = {
  app: { name: 'Birzha', tagline: 'Stock-exchange board games online', loading: 'Loading…', retry: 'Retry', offline: 'No connection to the server, reconnecting…', notFound: 'There is no such page.', home: 'To the lobby' },
  nav: { lobby: 'Lobby', rules: 'Rules', language: 'Language' },
  me: { name: 'Name', rename: 'Change name', save: 'Save', cancel: 'Cancel', nameHint: '1 to 32 characters' },
  color: { yellow: 'yellow', red: 'red', blue: 'blue', green: 'green' },
  colorOne: { yellow: 'yellow', red: 'red', blue: 'blue', green: 'green' },
  card: { label: 'Card: {{colored}}; blank parts: {{free}}', assignPart: 'Part {{op}}: {{color}}. Choose a colour', noColor: 'no colour yet' },
  game: { akcioner: 'Akcioner', stockpile: 'Stockpile', 'checkers-exchange': 'Checkers Exchange' },
  variant: { short: 'Short', classic: 'Classic', long: 'Long' },
  status: { open: 'gathering players', playing: 'in play', finished: 'finished' },
  bot: { heuristic: 'skilled', random: 'beginner' },
  seat: { free: 'free', bot: 'Bot ({{bot}})', botFor: '{{name}} → bot ({{bot}})' },
  lobby: {
    title: 'Lobby', intro: 'Create a table and invite friends or seat bots. New here? Read', readRules: 'the rules of Akcioner first.',
    mine: 'My matches', mineEmpty: 'You are not seated at any table yet.', openTables: 'Open tables', openEmpty: 'No open tables: create one.',
    playing: 'Playing now', playingEmpty: 'Nobody is playing right now.', finished: 'Recent matches', finishedEmpty: 'No finished matches yet.',
    join: 'Join', open: 'Open', watch: 'Watch', replay: 'Replay', private: 'private', perTurn: '{{clock}} per turn',
  },
  create: {
    title: 'New table', game: 'Game', variant: 'Variant',
    variantHelp: '{{big}} big and {{small}} small cards each, {{rounds}} turns; {{min}} to {{max}} players.',
    rounding: 'Rounding when halving', roundingUp: 'up (170 → 90)', roundingDown: 'down (170 → 80)',
    roundingHelp: 'How a price that is not a multiple of 10 after ÷2 is rounded. Halving a price of 10 always zeroes it (buyback at 5).',
    clock: 'Time per turn', noClock: 'no clock', seconds_one: '{{count}} second', seconds_few: '{{count}} seconds', seconds_many: '{{count}} seconds', seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute', minutes_few: '{{count}} minutes', minutes_many: '{{count}} minutes', minutes_other: '{{count}} minutes',
    hours_one: '{{count}} hour', hours_few: '{{count}} hours', hours_many: '{{count}} hours', hours_other: '{{count}} hours', day: '1 day',
    clockHelp: 'The whole turn (three stages) must be done before the clock runs out, or the server plays a default card for you without trading; after two timeouts in a row a bot plays your seat.',
    players: 'Players', seats: 'Seats', you: 'you', human: 'Person (open seat)',
    botsHelp: 'The "skilled" bot plays by heuristics and usually beats beginners; the "beginner" makes random legal moves.',
    private: 'Private table (invite link only)', privateHelp: 'A private table is not listed in the lobby; joining and watching need the link.',
    submit: 'Create table',
  },
  waiting: {
    hostWait: 'Waiting for players. Send the link to friends or seat bots in the free seats.', hostFull: 'Every seat is taken: you can start.',
    pickSeat: 'Pick a free seat.', wait: 'Waiting for {{name}} to start the game.', sit: 'Sit here', addBot: 'Seat a bot ({{bot}})',
    removeBot: 'Remove the bot', botLevel: 'Bot level', inviteLink: 'Invite link', shareLink: 'Link to this table', copy: 'Copy', copied: 'Copied',
    start: 'Start the game', leave: 'Leave the table',
  },
  table: { spectating: 'You are watching this match as a spectator.' },
  prices: { title: 'Stock prices', axis: 'cards played', chartLabel: 'Prices after each of {{count}} cards; now: {{prices}}' },
  accounts: {
    title: 'Accounts', round: 'round {{round}} of {{total}}', lastRound: 'last round, no trading', finished: 'game over',
    player: 'Player', cash: 'Cash', capital: 'Capital', cards: 'Cards', you: 'you',
    stage: { trade1: 'stage 1: trading', card: 'stage 2: card', trade2: 'stage 3: trading' },
    status: { active: 'playing', bankrupt: 'bankrupt', resigned: 'resigned' },
  },
  hand: {
    title: 'My cards', played: 'Played cards', empty: 'No cards left.', history: 'Played cards',
    pickCard: 'Choose a card: click it or drag it onto the table.', assignHint: 'Click each blank part of the card and pick a colour, then drag the card onto the table (or press the "Drop the card here" area).',
  },
  turn: {
    title: 'My turn', stage1: 'stage 1: buy and sell, choose a card', stage2: 'stage 2: the card', stage3: 'stage 3: buy and sell',
    stock: 'Stock', price: 'Price', change: 'Buy / sell', hold: 'Will hold', holdLocked: 'Will hold (locked)',
    buyOne: 'Buy one more: {{color}}', sellOne: 'Sell one more: {{color}}', cashAfter: 'Cash after trading',
    lockedNote: 'in brackets: shares bought in stage 1, which cannot be sold this turn',
    block: { NO_CASH: 'Not enough cash to buy more ({{color}})', NO_SHARES: 'Nothing more to sell ({{color}})', LOCKED: 'Shares bought in stage 1 cannot be sold this turn ({{color}})' },
    reset: 'Reset', cancel: 'Cancel', done: 'Done', chooseColor: 'Choose a colour',
    dropHere: 'Drop the card here', dropReady: 'Drop the card here or press to play it', assignFirst: 'First give every blank part of the card a colour',
    preview: 'What the card does', noEffects: 'Nothing changes but the prices.',
    needCard: 'Play a card to finish your turn.', cardNow: 'This turn\'s first trade is done: choose a card.',
    lastRoundNote: 'Last round: no trading, only the card.', waiting: '{{name}} is moving…', seatLine: '{{name}} to move',
  },
  resign: { button: 'Resign', confirm: 'Resign? Your shares go to the bank, your cash stays; you cannot come back to this match.', yes: 'Yes, resign', no: 'No, play on' },
  log: { title: 'Match log' },
  chat: { title: 'Chat', say: 'Message', placeholder: 'Say something to the table…', send: 'Send' },
  results: { title: 'Final standings', place: 'Place', status: 'Status', tie: 'tie', again: 'Play again', replay: 'Replay' },
  replay: {
    title: 'Replay', controls: 'Replay controls', first: 'To the start', prev: 'One move back', next: 'One move forward', last: 'To the end', jump: 'Jump to move',
    position: 'move {{at}} of {{total}}', mover: 'moved: {{name}}', viewAs: 'View as', spectator: 'spectator',
  },
  code: CODES_EN,
  akcioner: AKCIONER_EN,
} satisfies Shape<Messages>;
