import { Pace } from './pace.ts';
import { Type, type Static } from 'typebox';
import { BotLevel } from './http.ts';
import { UserInfo } from './server-messages.ts';

// HTTP answers of profiles, match history, leaderboards and quick play (issue 13).

const strict = { additionalProperties: false } as const;

/**
 * Rating points shown to people from a Weng-Lin (OpenSkill) rating: 1000 + 40 (mu - 3 sigma), so a new player
 * (mu 25, sigma 25/3) starts at 1000 and the figure only rises as the model grows sure of a player's strength.
 */
export function ratingPoints(mu: number, sigma: number): number {
  return Math.round(1000 + 40 * (mu - 3 * sigma));
}

export const RatingPoint = Type.Object({
  /** When the rated match ended (ms since the epoch). */
  at: Type.Number(),
  points: Type.Number(),
  tableId: Type.String(),
});
export type RatingPoint = Static<typeof RatingPoint>;

export const GameProfile = Type.Object({
  game: Type.String(),
  /** Current rating points, or null when never rated in this game. */
  rating: Type.Union([Type.Number(), Type.Null()]),
  mu: Type.Union([Type.Number(), Type.Null()]),
  sigma: Type.Union([Type.Number(), Type.Null()]),
  ratedGames: Type.Integer({ minimum: 0 }),
  /** Finished matches of this game (rated or not), first places, the mean place. */
  games: Type.Integer({ minimum: 0 }),
  wins: Type.Integer({ minimum: 0 }),
  averagePlace: Type.Union([Type.Number(), Type.Null()]),
  /** The rating after each rated match, oldest first (the chart). */
  history: Type.Array(RatingPoint),
});
export type GameProfile = Static<typeof GameProfile>;

/** One finished match in a history list. */
export const HistoryItem = Type.Object({
  tableId: Type.String(),
  game: Type.String(),
  finishedAt: Type.Number(),
  seat: Type.Integer({ minimum: 0 }),
  place: Type.Integer({ minimum: 1 }),
  tied: Type.Boolean(),
  players: Type.Array(
    Type.Object({
      seat: Type.Integer({ minimum: 0 }),
      name: Type.String(),
      user: Type.Union([UserInfo, Type.Null()]),
      bot: Type.Union([Type.String(), Type.Null()]),
      botName: Type.Union([Type.String(), Type.Null()]),
      place: Type.Integer({ minimum: 1 }),
    }),
  ),
  rated: Type.Boolean(),
  /** Rating points before and after (rated only). */
  before: Type.Union([Type.Number(), Type.Null()]),
  after: Type.Union([Type.Number(), Type.Null()]),
  /** A bot played the seat at the end (its person left or timed out for good). */
  replaced: Type.Boolean(),
  /**
   * A bot played some of the person's moves, whether or not they came back (issue 24.4): a rated match rated them as
   * if placed last. Absent: none.
   */
  standIn: Type.Optional(Type.Boolean()),
});
export type HistoryItem = Static<typeof HistoryItem>;

/** GET /api/users/:id. */
export const Profile = Type.Object({
  user: UserInfo,
  /**
   * A bot's rated account (issue 27): the level it stands for (the page names it in the reader's language and marks
   * it a bot). Absent: a person.
   */
  botLevel: Type.Optional(BotLevel),
  createdAt: Type.Number(),
  /** One entry per game the registry holds. */
  games: Type.Array(GameProfile),
  /** The last finished matches, newest first. */
  recent: Type.Array(HistoryItem),
  /** Whether older matches than `recent` exist (GET /api/users/:id/matches with `before` pages on). */
  moreRecent: Type.Optional(Type.Boolean()),
});
export type Profile = Static<typeof Profile>;

/** GET /api/users/:id/matches (and /api/me/matches): newest first; `before` pages on. */
export const HistoryQuery = Type.Object(
  {
    game: Type.Optional(Type.String({ maxLength: 40 })),
    result: Type.Optional(Type.Union([Type.Literal('win'), Type.Literal('loss')])),
    before: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  strict,
);
export type HistoryQuery = Static<typeof HistoryQuery>;

/** GET /api/leaderboard/:game. */
export const LeaderboardEntry = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    user: UserInfo,
    rating: Type.Number(),
    /** Rated matches played here (a bot's account is listed from its starting rating on, before any: issue 27). */
    games: Type.Integer({ minimum: 0 }),
    /**
     * A bot's account: the server's (issue 27, with `botLevel`: its rating from `birzha ladder` and from rated matches
     * with people) or a person's bot account (issue 29, `user.botAccount`, played through the bot API).
     */
    bot: Type.Boolean(),
    /** The level a bot's account stands for (the page names it in the reader's language); absent for a person. */
    botLevel: Type.Optional(BotLevel),
  },
  strict,
);
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

/** Whose accounts a leaderboard lists: people's, bots' or both (the default). */
export const LEADERBOARD_WHO = ['all', 'people', 'bots'] as const;
export type LeaderboardWho = (typeof LEADERBOARD_WHO)[number];

export const LeaderboardQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    /** Default 'all'. */
    who: Type.Optional(Type.Enum(LEADERBOARD_WHO)),
  },
  strict,
);
export type LeaderboardQuery = Static<typeof LeaderboardQuery>;

/**
 * POST /api/quick-play: a seat at the next open public quick-play table of the game with a free seat, or a new
 * one that others can join, whose empty seats get bots of `level` after `waitSeconds` (then it starts).
 */
export const QuickPlayBody = Type.Object(
  {
    game: Type.String({ minLength: 1, maxLength: 40 }),
    /** Seats of a new table (default: the game's smallest player count, at least 2). */
    players: Type.Optional(Type.Integer({ minimum: 1, maximum: 16 })),
    waitSeconds: Type.Integer({ minimum: 0, maximum: 600 }),
    level: Type.Optional(BotLevel),
    rated: Type.Optional(Type.Boolean()),
    /** Real-time (default) or turn-based: only tables of the same pace are matched. */
    pace: Type.Optional(Pace),
  },
  strict,
);
export type QuickPlayBody = Static<typeof QuickPlayBody>;
