import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HistoryQuery, LeaderboardQuery, type HistoryItem, type Profile } from '@birzha/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { userOf } from '../identity/users.ts';
import { botLevelField, gameProfile, historyItems, leaderboardEntries, userInfo } from '../ratings/profile-views.ts';
import type { ResultQuery } from '../store/results-store.ts';
import type { UserRow } from '../store/store.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

const UserParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const GameParams = Type.Object({ game: Type.String({ minLength: 1, maxLength: 40 }) });

/** Matches on a profile page. */
const RECENT = 10;
/** Rated matches a rating chart shows (the last ones). */
const CHART = 500;
const HISTORY_LIMIT = 20;
const BOARD_LIMIT = 50;

/**
 * Profiles, match history and leaderboards: /api/users/:id, /api/users/:id/matches, /api/me/matches,
 * /api/leaderboard/:game (`who`: people's accounts, bots' or both).
 */
export function registerProfileRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, registry, secret } = deps;

  /** A person's matches as history items; private tables only when `own` (the person asking about themselves). */
  const history = async (user: UserRow, query: ResultQuery): Promise<HistoryItem[]> => {
    const rows = await store.results.ofUser(user.id, query);
    return historyItems(rows, await store.results.people(rows.map((r) => r.tableId)));
  };

  /** The history list of `user`, or an error sent (a game the server does not play). */
  const historyList = async (
    reply: FastifyReply,
    user: UserRow,
    q: HistoryQuery,
    own: boolean,
  ): Promise<HistoryItem[] | FastifyReply> => {
    if (q.game !== undefined && registry.game(q.game) === undefined)
      return sendError(reply, 'UNKNOWN_GAME', { game: q.game });
    return history(user, {
      limit: q.limit ?? HISTORY_LIMIT,
      publicOnly: !own,
      ...(q.game === undefined ? {} : { game: q.game }),
      ...(q.result === undefined ? {} : { result: q.result }),
      ...(q.before === undefined ? {} : { before: q.before }),
    });
  };

  api.get('/api/users/:id', { schema: { params: UserParams } }, async (req, reply) => {
    const user = await store.getUser(req.params.id);
    if (user === undefined) return sendError(reply, 'NOT_FOUND');
    const own = (await userOf(req, store, secret))?.id === user.id;
    const [ratings, stats, chart, recent] = await Promise.all([
      store.results.ratings(user.id),
      store.results.stats(user.id),
      store.results.ratingHistory(user.id, CHART),
      // One more than shown: whether there are older ones to page to.
      history(user, { limit: RECENT + 1, publicOnly: !own }),
    ]);
    const profile: Profile = {
      user: userInfo(user),
      ...botLevelField(user),
      createdAt: user.createdAt,
      games: registry.allGames().map(({ meta: { id } }) =>
        gameProfile(
          id,
          ratings.find((r) => r.game === id),
          stats.find((s) => s.game === id),
          chart,
        ),
      ),
      recent: recent.slice(0, RECENT),
      moreRecent: recent.length > RECENT,
    };
    return profile;
  });

  api.get(
    '/api/users/:id/matches',
    { schema: { params: UserParams, querystring: HistoryQuery } },
    async (req, reply) => {
      const user = await store.getUser(req.params.id);
      if (user === undefined) return sendError(reply, 'NOT_FOUND');
      const own = (await userOf(req, store, secret))?.id === user.id;
      return historyList(reply, user, req.query, own);
    },
  );

  api.get('/api/me/matches', { schema: { querystring: HistoryQuery } }, async (req, reply) => {
    const user = await userOf(req, store, secret);
    if (user === undefined) return sendError(reply, 'UNAUTHORIZED');
    return historyList(reply, user, req.query, true);
  });

  api.get(
    '/api/leaderboard/:game',
    { schema: { params: GameParams, querystring: LeaderboardQuery } },
    async (req, reply) => {
      const { game } = req.params;
      if (registry.game(game) === undefined) return sendError(reply, 'UNKNOWN_GAME', { game });
      const offset = req.query.offset ?? 0;
      const rows = await store.results.leaderboard(
        game,
        req.query.limit ?? BOARD_LIMIT,
        offset,
        req.query.who ?? 'all',
      );
      return leaderboardEntries(rows, offset);
    },
  );
}
