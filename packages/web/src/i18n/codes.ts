import type { TFunction } from 'i18next';
import type { Shape } from './shape.ts';

/**
 * Error codes in words: every code the server sends (SERVER_CODES of the protocol), setup codes, and the client's
 * own NETWORK; each game adds its rule codes (`registerCodes`), which pass through the server unchanged.
 * Codes are one namespace across games: a code several games use in one sense is worded here, plainly enough to fit
 * every game. A key ending in `_detail`, or `_detail_<tag>`, is a richer variant of its code's text, used by
 * `errorText` when the detail carries every value the variant needs (DETAIL_KEYS); a game adds variants of a shared
 * code for its own details under tagged keys only it uses. The plain key must read well on its own, with no `{{…}}`,
 * because a detail may be missing.
 */
export const SHARED_CODES_RU = {
  // Protocol and server.
  BAD_JSON: 'Сервер не понял сообщение. Обновите страницу.',
  BAD_MESSAGE: 'Сервер не понял запрос. Обновите страницу.',
  UNKNOWN_TYPE: 'Сервер не знает такого запроса. Возможно, страница устарела — обновите её.',
  FRAME_TOO_LARGE: 'Сообщение слишком длинное.',
  RATE_LIMITED: 'Слишком много запросов. Подождите немного и попробуйте снова.',
  TOO_MANY_CONNECTIONS: 'Открыто слишком много соединений с сервером. Закройте лишние вкладки и обновите страницу.',
  TOO_MANY_SUBSCRIPTIONS: 'Вы следите за слишком многими столами сразу. Закройте лишние столы и попробуйте снова.',
  UNAUTHORIZED: 'Не удалось вас узнать. Обновите страницу, чтобы войти заново.',
  NOT_FOUND: 'Такой стол или партия не найдены.',
  NOT_SUBSCRIBED: 'Вы не следите за этим столом. Откройте стол заново.',
  NOT_SEATED: 'Вы не играете за этим столом.',
  NOT_STARTED: 'Партия ещё не началась.',
  STALE: 'Позиция успела измениться. Посмотрите на новую и сделайте ход ещё раз.',
  BUSY: 'Сервер сейчас занят этой партией. Попробуйте ещё раз.',
  SEAT_TAKEN: 'Это место уже занято.',
  ALREADY_SEATED: 'Вы уже сидите за этим столом.',
  TABLE_FULL: 'Свободных мест за столом нет.',
  NOT_OPEN: 'Стол уже не принимает игроков: партия началась или закончилась.',
  NOT_FULL: 'Начать можно, только когда заняты все места.',
  NOT_HOST: 'Это может сделать только тот, кто создал стол.',
  BAD_INVITE: 'Стол закрытый: нужна верная ссылка-приглашение.',
  BAD_REQUEST: 'Сервер отклонил запрос: в нём есть ошибка.',
  INTERNAL: 'Ошибка на сервере. Ничего не изменилось; попробуйте ещё раз.',
  BAD_NAME: 'Имя — от 1 до 32 символов; невидимые и управляющие знаки убираются.',
  BAD_USERNAME: 'Имя для входа — от 3 до 24 букв, цифр и знаков «_», «.» и «-».',
  USERNAME_TAKEN: 'Это имя для входа уже занято. Выберите другое.',
  WEAK_PASSWORD: 'Пароль слишком простой: нужно не меньше 8 символов, и он не должен совпадать с именем.',
  BAD_CREDENTIALS: 'Неверное имя или пароль.',
  WRONG_PASSWORD: 'Неверный пароль.',
  SESSION_ENDED: 'Вы вышли из учётной записи: пароль был изменён. Войдите снова.',
  ALREADY_REGISTERED: 'Вы уже вошли в учётную запись.',
  NOT_REGISTERED: 'Сначала зарегистрируйтесь или войдите.',
  BAD_EMAIL: 'Этот адрес не подходит: он неверен или уже привязан к другой учётной записи.',
  MAIL_DISABLED: 'Этот сервер не отправляет почту.',
  BAD_RESET_TOKEN: 'Ссылка для смены пароля устарела или уже использована. Запросите новую.',
  BAD_ORIGIN: 'Запрос пришёл с чужого сайта и отклонён.',
  NOT_LEFT: 'Вернуться можно только на своё место, которое занял бот.',
  TOO_MANY_TABLES: 'У вас уже слишком много столов, ждущих игроков. Сначала начните один из них (можно с ботами).',
  TOO_MANY_TABLES_detail:
    'Одновременно можно держать не больше {{max}} столов, ждущих игроков. Сначала начните один из них (можно с ботами).',
  CLOCK_ONLY: 'Этот ход делают только часы партии: сервер сделает его сам, когда выйдет время.',
  // Rule codes every game uses in the same sense.
  BAD_MOVE: 'Такого хода не бывает.',
  GAME_OVER: 'Партия уже закончилась.',
  NOT_YOUR_TURN: 'Сейчас не ваш ход.',
  CARD_NOT_IN_HAND: 'Этой карты нет у вас на руке.',
  INSUFFICIENT_CASH: 'Не хватает денег на этот ход.',
  INSUFFICIENT_SHARES: 'Столько акций у вас для продажи нет.',
  BAD_QUANTITY: 'Количество акций должно быть целым числом в допустимых пределах.',
  WRONG_PHASE: 'Сейчас другая фаза игры: такой ход сделать нельзя.',
  NOT_TIMED: 'В этой партии нет часов.',
  // Setup, records and lobby.
  BAD_OPTION: 'Недопустимая настройка стола.',
  BAD_OPTION_detail: 'Недопустимая настройка стола: {{option}}.',
  BAD_PLAYER_COUNT: 'В этом варианте игры не может быть столько игроков.',
  BAD_PLAYER_COUNT_detail: 'В этом варианте играют от {{min}} до {{max}} игроков.',
  BAD_POSITION: 'Недопустимая начальная позиция.',
  BAD_RECORD: 'Запись партии повреждена.',
  RULES_VERSION_MISMATCH: 'Запись сделана по другой версии правил.',
  UNKNOWN_GAME: 'Такой игры здесь нет.',
  NOT_FINISHED: 'Партия ещё не закончена.',
  BAD_BOT_LEVEL: 'В этой игре нет ботов такого уровня.',
  BODY_TOO_LARGE: 'Запрос слишком велик.',
  UNAVAILABLE: 'Сервер сейчас не может это сделать. Попробуйте через несколько секунд.',
  BAD_PACE: 'Запас времени не может начинаться больше своего предела.',
  BAD_PUSH_SUBSCRIPTION: 'Браузер дал неверную подписку на уведомления. Попробуйте включить их ещё раз.',
  BAD_WEBHOOK_URL: 'Адрес вебхука должен начинаться с https:// и быть полным.',
  PRIVATE_ADDRESS: 'Адрес вебхука ведёт во внутреннюю сеть; нужен адрес в интернете.',
  PUSH_DISABLED: 'Этот сервер не рассылает push-уведомления.',
  NO_SUCH_USER: 'Игрока с таким именем нет.',
  BAD_UNSUBSCRIBE: 'Ссылка для отписки неверна.',
  INVITATION_CLOSED: 'Это приглашение уже не действует.',
  // Bot accounts and their API tokens (issue 29).
  NOT_A_BOT: 'Это могут только бот-аккаунты. Сначала сделайте аккаунт бот-аккаунтом.',
  ALREADY_BOT: 'Этот аккаунт уже бот-аккаунт.',
  HAS_RATED_GAMES: 'Аккаунт уже играл рейтинговые партии как человек, поэтому стать бот-аккаунтом не может.',
  MISSING_SCOPE: 'У этого токена нет нужного права.',
  TOO_MANY_TOKENS: 'У аккаунта уже слишком много токенов. Отзовите ненужный.',
  TOO_MANY_TOKENS_detail: 'У аккаунта уже {{max}} токенов — больше нельзя. Отзовите ненужный.',
  NOT_FOR_BOTS:
    'Быстрая игра только для людей: бот-аккаунт играет за столами, куда его пригласили или которые он создал.',
  BOTS_NOT_ACCEPTED:
    'За рейтинговым столом бот-аккаунт играет только с людьми, которые согласились на рейтинговые партии с ботами (настройка на странице аккаунта). Здесь кто-то не согласился — возможно, вы. За столом без рейтинга играть можно с кем угодно.',
  // Client.
  NETWORK: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  // The browser's own push failures (ui/push.ts).
  PUSH_DENIED: 'Уведомления для этого сайта запрещены в браузере. Разрешите их в настройках сайта и попробуйте снова.',
  PUSH_UNAVAILABLE:
    'Этот браузер не может получать push-уведомления. На iPhone сначала добавьте сайт на экран «Домой» и откройте его оттуда.',
  UNKNOWN: 'Ошибка: {{code}}',
};

export const SHARED_CODES_EN: Shape<typeof SHARED_CODES_RU> = {
  BAD_JSON: 'The server could not read the message. Please reload the page.',
  BAD_MESSAGE: 'The server did not understand the request. Please reload the page.',
  UNKNOWN_TYPE: 'The server does not know this request. The page may be out of date: please reload it.',
  FRAME_TOO_LARGE: 'The message is too long.',
  RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
  TOO_MANY_CONNECTIONS: 'Too many open connections to the server. Close the extra tabs and reload the page.',
  TOO_MANY_SUBSCRIPTIONS: 'You are following too many tables at once. Close some of them and try again.',
  UNAUTHORIZED: 'We could not recognise you. Reload the page to sign in again.',
  NOT_FOUND: 'That table or match was not found.',
  NOT_SUBSCRIBED: 'You are not following this table. Open the table again.',
  NOT_SEATED: 'You are not playing at this table.',
  NOT_STARTED: 'The match has not started yet.',
  STALE: 'The position has just changed. Look at the new one and make your move again.',
  BUSY: 'The server is busy with this match. Please try again.',
  SEAT_TAKEN: 'This seat is already taken.',
  ALREADY_SEATED: 'You already have a seat at this table.',
  TABLE_FULL: 'There is no free seat at this table.',
  NOT_OPEN: 'The table no longer takes players: the match has started or finished.',
  NOT_FULL: 'The match can start only when every seat is taken.',
  NOT_HOST: 'Only the player who created the table can do this.',
  BAD_INVITE: 'This table is private: you need a valid invitation link.',
  BAD_REQUEST: 'The server rejected the request because it contains an error.',
  INTERNAL: 'Something went wrong on the server. Nothing was changed; please try again.',
  BAD_NAME: 'A name is 1 to 32 characters; invisible and control characters are removed.',
  BAD_USERNAME: 'A user name is 3 to 24 letters, digits and “_”, “.” or “-”.',
  USERNAME_TAKEN: 'That user name is taken. Choose another.',
  WEAK_PASSWORD: 'The password is too weak: at least 8 characters, and not the user name.',
  BAD_CREDENTIALS: 'Wrong user name or password.',
  WRONG_PASSWORD: 'Wrong password.',
  SESSION_ENDED: 'You were signed out because your password was changed. Log in again.',
  ALREADY_REGISTERED: 'You are already signed in to an account.',
  NOT_REGISTERED: 'Register or log in first.',
  BAD_EMAIL: 'That address will not do: it is not valid or another account has it.',
  MAIL_DISABLED: 'This server does not send e-mail.',
  BAD_RESET_TOKEN: 'This password link has expired or was used already. Ask for a new one.',
  BAD_ORIGIN: 'The request came from another site and was refused.',
  NOT_LEFT: 'You can only come back to your own seat that a bot took over.',
  TOO_MANY_TABLES:
    'You already host too many tables waiting for players. Start one of them first (bots can fill the seats).',
  TOO_MANY_TABLES_detail:
    'You can host at most {{max}} tables waiting for players at once. Start one of them first (bots can fill the seats).',
  CLOCK_ONLY: 'Only the match clock makes this move: the server makes it by itself when the time runs out.',
  BAD_MOVE: 'That is not a possible move.',
  GAME_OVER: 'The match is already over.',
  NOT_YOUR_TURN: 'It is not your turn.',
  CARD_NOT_IN_HAND: 'This card is not in your hand.',
  INSUFFICIENT_CASH: 'You do not have enough cash for this move.',
  INSUFFICIENT_SHARES: 'You do not have that many shares to sell.',
  BAD_QUANTITY: 'The number of shares must be a whole number within the allowed limits.',
  WRONG_PHASE: 'The game is in a different phase now: that move cannot be made.',
  NOT_TIMED: 'This match has no clock.',
  BAD_OPTION: 'A table setting is not allowed.',
  BAD_OPTION_detail: 'A table setting is not allowed: {{option}}.',
  BAD_PLAYER_COUNT: 'This variant cannot be played with that many players.',
  BAD_PLAYER_COUNT_detail: 'This variant is for {{min}} to {{max}} players.',
  BAD_POSITION: 'The starting position is not valid.',
  BAD_RECORD: 'The match record is damaged.',
  RULES_VERSION_MISMATCH: 'The record was made under a different version of the rules.',
  UNKNOWN_GAME: 'There is no such game here.',
  NOT_FINISHED: 'The match is not over yet.',
  BAD_BOT_LEVEL: 'This game has no bots of that level.',
  BODY_TOO_LARGE: 'The request is too large.',
  UNAVAILABLE: 'The server cannot do this right now. Try again in a few seconds.',
  BAD_PACE: 'A time bank may not start above its cap.',
  BAD_PUSH_SUBSCRIPTION: 'The browser gave a bad notification subscription. Try turning notifications on again.',
  BAD_WEBHOOK_URL: 'A webhook address must be a full https://… address.',
  PRIVATE_ADDRESS: 'That webhook address points into a private network; use an address on the internet.',
  PUSH_DISABLED: 'This server sends no push notifications.',
  NO_SUCH_USER: 'No player has that user name.',
  BAD_UNSUBSCRIBE: 'That unsubscribe link is not valid.',
  INVITATION_CLOSED: 'That invitation no longer stands.',
  NOT_A_BOT: 'Only bot accounts can do this. Make this account a bot account first.',
  ALREADY_BOT: 'This account is a bot account already.',
  HAS_RATED_GAMES: 'This account has played rated games as a person, so it cannot become a bot account.',
  MISSING_SCOPE: 'This token lacks the permission this needs.',
  TOO_MANY_TOKENS: 'This account has too many tokens. Revoke one you no longer use.',
  TOO_MANY_TOKENS_detail: 'This account has {{max}} tokens, the most it may hold. Revoke one you no longer use.',
  NOT_FOR_BOTS: 'Quick play is for people: a bot account plays at tables it is invited to or creates.',
  BOTS_NOT_ACCEPTED:
    'At a rated table a bot account plays only people who accept rated games against bot accounts (a setting on the account page). Someone here does not, perhaps you. An unrated table seats anyone.',
  NETWORK: 'No connection to the server. Check your connection and try again.',
  // The browser's own push failures (ui/push.ts).
  PUSH_DENIED:
    'Notifications are blocked for this site in your browser. Allow them in the site settings and try again.',
  PUSH_UNAVAILABLE:
    'This browser cannot receive push notifications. On an iPhone, add the site to the Home Screen first and open it from there.',
  UNKNOWN: 'Error: {{code}}',
};

/** Detail values each shared `_detail` text needs, by its key; without all of them the plain text is used. */
const SHARED_DETAIL_KEYS: Readonly<Record<string, readonly string[]>> = {
  BAD_OPTION_detail: ['option'],
  BAD_PLAYER_COUNT_detail: ['min', 'max'],
  TOO_MANY_TABLES_detail: ['max'],
  TOO_MANY_TOKENS_detail: ['max'],
};

/**
 * A game's rule codes in words, added to the shared ones by `registerCodes`. Codes are one namespace across games:
 * a code several games use in one sense is worded once, plainly, in the shared words (SHARED_CODES_RU), and each
 * game may add variants of it for its own details. Each key of `ru`/`en` is one of
 * - `<CODE>`: the plain text of a code only this game uses (no `{{…}}`: the detail may be missing);
 * - `<CODE>_detail`: the richer text of such a code of its own;
 * - `<CODE>_detail_<tag>` (tag in lowercase): a variant of its own or a shared code, for details only this game
 *   sends (e.g. `INSUFFICIENT_SHARES_detail_held` for a game whose detail is {color, held}).
 * `errorText` tries a code's variants that need the most detail values first and uses the first whose values the
 * detail all carries, else the plain text. games/registry.test.ts keeps games apart: no key in two games, no two
 * variants of a code needing the same values, each variant's values named in its text in both languages.
 */
export interface GameCodes {
  readonly ru: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
  /** The detail values each `_detail` text needs, by the text's key (`SHARES_LOCKED_detail: ['color', 'sellable']`). */
  readonly detailKeys: Readonly<Record<string, readonly string[]>>;
  /**
   * Detail values the game puts into words itself (a colour), undefined for a value that is not a real one. A detail
   * key is worded the same in every game, so only one game words it, and only that game's variants may need it.
   */
  readonly detailWords: Readonly<Record<string, (value: unknown, t: TFunction) => string | undefined>>;
}

// The words of every code known so far: the shared ones, then each game's as it registers (games/registry.ts, as
// the client starts). i18n does not import the games: they come to it, so the first page loads no game's table.
const codesRu: Record<string, string> = { ...SHARED_CODES_RU };
const codesEn: Record<string, string> = { ...SHARED_CODES_EN };
const detailKeys: Record<string, readonly string[]> = { ...SHARED_DETAIL_KEYS };
const detailWords: Record<string, (value: unknown, t: TFunction) => string | undefined> = {};
const registered = new Set<GameCodes>();

/** The words of every code in Russian: the shared ones, then each registered game's rule codes and variants. */
export const CODES_RU: Readonly<Record<string, string>> = codesRu;

export const CODES_EN: Readonly<Record<string, string>> = codesEn;

/** The detail values each `_detail` variant needs, by the variant's key (shared ones first, then each game's). */
export const DETAIL_KEYS: Readonly<Record<string, readonly string[]>> = detailKeys;

/** Adds `from` to `into`; a key already there is a second game wording the same thing, which cannot be told apart. */
function addAll<T>(into: Record<string, T>, from: Readonly<Record<string, T>>, what: string): void {
  for (const key of Object.keys(from)) {
    if (Object.hasOwn(into, key)) throw new Error(`${what} ${key} is worded twice`);
  }
  Object.assign(into, from);
}

/**
 * Adds a game's rule codes, variants and detail words to the shared ones (once per game: again is a no-op). A key
 * that another game or the shared words already have throws: codes are one namespace.
 */
export function registerCodes(codes: GameCodes): void {
  if (registered.has(codes)) return;
  addAll(codesRu, codes.ru, 'code');
  addAll(codesEn, codes.en, 'code');
  addAll(detailKeys, codes.detailKeys, 'detail text');
  addAll(detailWords, codes.detailWords, 'detail value');
  registered.add(codes);
  variants = variantsByCode();
}

/** The code a variant key words (`BAD_QUANTITY_detail_max` → BAD_QUANTITY), or undefined for a plain key. */
export function variantCode(key: string): string | undefined {
  return /^([A-Z][A-Z0-9_]*?)_detail(?:_[a-z][a-z0-9]*)?$/.exec(key)?.[1];
}

/** A richer text of a code: its i18n key under `code.` and the detail values it needs. */
export interface DetailVariant {
  readonly key: string;
  readonly needs: readonly string[];
}

/**
 * Each code's variants in the order `errorText` tries them: the one needing the most detail values first (the
 * richest text that fits), then in DETAIL_KEYS order. registry.test.ts keeps two variants of a code from needing the
 * same values, so the choice never depends on the order of the games.
 */
function variantsByCode(): ReadonlyMap<string, readonly DetailVariant[]> {
  const byCode = new Map<string, DetailVariant[]>();
  for (const [key, needs] of Object.entries(detailKeys)) {
    const code = variantCode(key);
    if (code === undefined) continue;
    byCode.set(code, [...(byCode.get(code) ?? []), { key, needs }]);
  }
  for (const list of byCode.values()) list.sort((a, b) => b.needs.length - a.needs.length);
  return byCode;
}

let variants = variantsByCode();

/** The variants of a code, in the order `errorText` tries them (none for a code without detail texts). */
export function detailVariants(code: string): readonly DetailVariant[] {
  return variants.get(code) ?? [];
}

/** Every code that has words so far (the `_detail` variants and the UNKNOWN fallback aside). */
export function errorCodes(): readonly string[] {
  return Object.keys(codesRu).filter(isErrorCode);
}

function isErrorCode(code: string): boolean {
  return Object.hasOwn(codesRu, code) && variantCode(code) === undefined && code !== 'UNKNOWN';
}

/**
 * One detail value as text: a key a game words itself (a colour, a firm) goes through the game's words, which drop
 * anything that is not a real value; otherwise a finite number or a short string. So a hostile or mistyped value
 * never reaches the text.
 */
function detailValue(t: TFunction, key: string, value: unknown): string | number | undefined {
  const words = Object.hasOwn(detailWords, key) ? detailWords[key] : undefined;
  if (words !== undefined) return words(value, t);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.length > 0 && value.length <= 60) return value;
  return undefined;
}

/**
 * The interpolation values of a variant: exactly the ones it needs (nothing else of the detail reaches i18next, so a
 * detail cannot pass it options such as `lng` or `count`), or undefined when one is missing or not a real value.
 */
function variantValues(
  t: TFunction,
  variant: DetailVariant,
  detail: Readonly<Record<string, unknown>>,
): Record<string, string | number> | undefined {
  const out: Record<string, string | number> = {};
  for (const key of variant.needs) {
    const value = Object.hasOwn(detail, key) ? detailValue(t, key, detail[key]) : undefined;
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

/**
 * The words for an error code in the current language of `t`: the first of its variants (detailVariants) whose
 * every value the detail carries, else the plain text; an unknown code gives "Ошибка: CODE" / "Error: CODE".
 */
export function errorText(t: TFunction, code: string, detail?: Record<string, unknown>): string {
  if (!isErrorCode(code)) return t('code.UNKNOWN', { code });
  if (typeof detail === 'object' && detail !== null) {
    for (const variant of detailVariants(code)) {
      const values = variantValues(t, variant, detail);
      if (values !== undefined) return t(`code.${variant.key}`, values);
    }
  }
  return t(`code.${code}`);
}
