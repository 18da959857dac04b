// Profiles, history items and leaderboard entries (protocol/profiles.ts) from the store's rows.
import { isBotLevel, placesOf, type BotLevel } from '@birzha/protocol';
import {
  ratingPoints,
  type GameProfile,
  type HistoryItem,
  type LeaderboardEntry,
  type UserInfo,
} from '@birzha/protocol';
import { botAccountField } from '../identity/bot-account.ts';
import { displayNames, userKind } from '../lobby/table-summary.ts';
import type { BoardRow, GameStats, MatchPeople, RatingRow, ResultRow } from '../store/results-store.ts';
import type { UserRow } from '../store/store.ts';

/** A user as others see them: guest, account (a bot's too: issue 27), or a deleted account under its neutral name. */
export function userInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    name: u.name,
    kind: (u.botLevel ?? null) !== null ? 'account' : userKind(u),
    ...botAccountField(u),
  };
}

/** The level of a bot's account as the protocol has it; absent for a person or a level no longer offered. */
export function botLevelField(u: { readonly botLevel?: string | null }): { botLevel?: BotLevel } {
  const level = u.botLevel ?? null;
  return level !== null && isBotLevel(level) ? { botLevel: level } : {};
}

const points = (r: { readonly mu: number; readonly sigma: number } | null): number | null =>
  r === null ? null : ratingPoints(r.mu, r.sigma);

/**
 * A person's results as history items, each with everyone at its table: people by name, distinct within the table
 * as in its summary (the person a bot took a seat over from stays on it), bots by level and name, and every seat's
 * place. Rows whose table is unknown are left out.
 */
export function historyItems(rows: readonly ResultRow[], people: readonly MatchPeople[]): HistoryItem[] {
  const byTable = new Map(people.map((p) => [p.tableId, p]));
  return rows.flatMap((r) => {
    const match = byTable.get(r.tableId);
    if (match === undefined) return [];
    const places = placesOf(match.outcome?.ranking ?? []);
    const users = new Map(match.users.map((u) => [u.id, u]));
    const names = displayNames(match.seats, users);
    const players = match.seats.map((s) => {
      const id = s.userId ?? s.leftUserId;
      const u = id === null ? undefined : users.get(id);
      const user = u === undefined ? null : { ...userInfo(u), name: names.get(u.id) ?? u.name };
      return {
        seat: s.seat,
        name: user?.name ?? s.botName ?? s.bot ?? '',
        user,
        bot: s.bot,
        botName: s.bot === null ? null : s.botName,
        place: places.get(s.seat)?.place ?? match.seats.length,
      };
    });
    return [
      {
        tableId: r.tableId,
        game: r.game,
        finishedAt: r.finishedAt,
        seat: r.seat,
        place: r.place,
        tied: r.tied,
        players,
        rated: r.rated,
        before: points(r.before),
        after: points(r.after),
        replaced: r.replaced,
        // A bot stood in for them (issue 24.4): the history marks it, as the results do.
        ...(r.standIn ? { standIn: true } : {}),
      },
    ];
  });
}

/** One game of a profile: the rating now, the counts, and the rating after each rated match (the chart). */
export function gameProfile(
  game: string,
  rating: RatingRow | undefined,
  stats: GameStats | undefined,
  chart: readonly ResultRow[],
): GameProfile {
  return {
    game,
    rating: rating === undefined ? null : ratingPoints(rating.mu, rating.sigma),
    mu: rating?.mu ?? null,
    sigma: rating?.sigma ?? null,
    ratedGames: rating?.games ?? 0,
    games: stats?.games ?? 0,
    wins: stats?.wins ?? 0,
    averagePlace: stats === undefined || stats.games === 0 ? null : stats.averagePlace,
    history: chart.flatMap((r) =>
      r.game !== game || r.after === null
        ? []
        : [{ at: r.finishedAt, points: ratingPoints(r.after.mu, r.after.sigma), tableId: r.tableId }],
    ),
  };
}

/** Leaderboard rows from `offset` on, numbered from offset + 1; bots' accounts marked (issue 27). */
export function leaderboardEntries(rows: readonly BoardRow[], offset: number): LeaderboardEntry[] {
  return rows.map((r, i) => ({
    rank: offset + i + 1,
    user: { id: r.userId, name: r.name, kind: 'account', ...(r.botAccount === true ? { botAccount: true } : {}) },
    rating: ratingPoints(r.mu, r.sigma),
    games: r.games,
    // The server's bots and people's bot accounts (issue 29) alike; only the first have a level.
    bot: r.botLevel !== null || r.botAccount === true,
    ...botLevelField(r),
  }));
}
