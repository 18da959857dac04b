import { Type, type Static } from 'typebox';
import { NAME_MAX } from './clean-text.ts';

// HTTP bodies and answers of bot accounts and their API tokens (issue 29, point 1): an account a program plays
// through the bot API (docs/bot-api.md), made from a person's account once and for good, with tokens it creates and
// revokes on its account page. Not the server's own bots' rated accounts (issue 27: UserRow.botLevel).

const strict = { additionalProperties: false } as const;

/**
 * What a token may do: `bot:play` (follow games, send moves, resign: the bot API's endpoints) and `bot:chat` (write
 * in tables' chat). A token without a scope an endpoint needs is refused MISSING_SCOPE.
 */
export const API_TOKEN_SCOPES = ['bot:play', 'bot:chat'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const ApiTokenScope = Type.Enum(API_TOKEN_SCOPES);

/** Live (not revoked) tokens an account may hold at once; one more is refused TOO_MANY_TOKENS. */
export const API_TOKENS_MAX = 10;

/** POST /api/account/tokens: a token's name (the owner's label for it) and scopes. */
export const NewTokenBody = Type.Object(
  {
    /** Cleaned and measured as a display name is (checkName: BAD_NAME when blank or over NAME_MAX). */
    name: Type.String({ maxLength: 2 * NAME_MAX }),
    scopes: Type.Array(ApiTokenScope, { minItems: 1, maxItems: API_TOKEN_SCOPES.length, uniqueItems: true }),
  },
  strict,
);
export type NewTokenBody = Static<typeof NewTokenBody>;

/** A token as its owner's list shows it: never the token itself (shown once, at creation) nor its hash. */
export const ApiTokenInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  scopes: Type.Array(ApiTokenScope),
  createdAt: Type.Number(),
  /** When a bot API request last carried it; null: never. */
  lastUsedAt: Type.Union([Type.Number(), Type.Null()]),
});
export type ApiTokenInfo = Static<typeof ApiTokenInfo>;

/** GET /api/account/tokens: the account's live tokens, newest first. */
export const ApiTokenList = Type.Object({ tokens: Type.Array(ApiTokenInfo) });
export type ApiTokenList = Static<typeof ApiTokenList>;

/** POST /api/account/tokens' answer: the new token's entry and the token, which is shown this once. */
export const NewTokenAnswer = Type.Object({ info: ApiTokenInfo, token: Type.String() });
export type NewTokenAnswer = Static<typeof NewTokenAnswer>;

/** Whether a string is one of the scopes. */
export function isApiTokenScope(s: string): s is ApiTokenScope {
  return (API_TOKEN_SCOPES as readonly string[]).includes(s);
}
