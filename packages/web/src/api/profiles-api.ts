import type { HistoryItem, HistoryQuery, LeaderboardEntry, LeaderboardQuery, Profile } from '@birzha/protocol';
import { api, query } from './http.ts';

/** The profiles' REST calls (issue 13): a profile, a match history page, a leaderboard page. */
export const profilesApi = {
  profile: (id: string) => api<Profile>('GET', `/api/users/${encodeURIComponent(id)}`),
  matches: (id: string, q: HistoryQuery = {}) =>
    api<HistoryItem[]>('GET', `/api/users/${encodeURIComponent(id)}/matches${query({ ...q })}`),
  myMatches: (q: HistoryQuery = {}) => api<HistoryItem[]>('GET', `/api/me/matches${query({ ...q })}`),
  leaderboard: (game: string, q: LeaderboardQuery = {}) =>
    api<LeaderboardEntry[]>('GET', `/api/leaderboard/${encodeURIComponent(game)}${query({ ...q })}`),
};
