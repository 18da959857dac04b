// A person's place in each game's "Learn to play" lesson (issue 30, point 1), kept for their account so that it
// follows them to another browser. The web keeps it in the browser too and takes the further of the two
// (packages/web/src/lessons/progress-store.ts); the server only keeps what it is sent, checked for shape and size.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { clearSessionCookies } from '../identity/sessions.ts';
import { endedSession, identify, isPerson } from '../identity/users.ts';
import { isBotAccount } from '../identity/bot-account.ts';
import type { UserRow } from '../store/store.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

/** The most steps a lesson may have, and moves in one turn of the learner: far above the lessons written. */
const MAX_STEPS = 200;
const MAX_MOVES = 64;
/** A lesson's progress is a few hundred bytes; the route reads no more than this. */
export const LESSON_BODY_LIMIT = 16 * 1024;
/** Saves per address a minute. */
const SAVES_PER_MINUTE = 120;

/** The web's Progress (lessons/lesson-runner.ts): the step, and the learner's turn of each step begun (null: none). */
export const LessonProgressBody = Type.Object(
  {
    step: Type.Integer({ minimum: 0, maximum: MAX_STEPS }),
    turns: Type.Array(Type.Union([Type.Null(), Type.Array(Type.Unknown(), { maxItems: MAX_MOVES })]), {
      maxItems: MAX_STEPS + 1,
    }),
  },
  { additionalProperties: false },
);
export type LessonProgressBody = Static<typeof LessonProgressBody>;

const GameParams = Type.Object({ game: Type.String({ minLength: 1, maxLength: 40 }) });

/** What GET answers: whether the server keeps this user's progress (a person's account), and each game's. */
export interface LessonsAnswer {
  readonly kept: boolean;
  readonly lessons: Record<string, LessonProgressBody & { readonly updatedAt: number }>;
}

/**
 * GET /api/account/lessons (anyone: `kept` false and no lessons for all but a person's account) and
 * PUT /api/account/lessons/:game, a person's account only. PUT is refused, changing nothing:
 * UNAUTHORIZED or SESSION_ENDED for nobody (as the other account routes answer), NOT_REGISTERED for a guest,
 * NOT_FOR_BOTS for a bot account, UNKNOWN_GAME (detail: game) for a game the server does not have, BAD_REQUEST for a
 * body of another shape, BODY_TOO_LARGE over LESSON_BODY_LIMIT.
 */
export function registerLessonRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret, now, registry } = deps;
  // Far above a learner's pace (the web sends a save a second at most), not the account routes' 10 a minute.
  const perIp = { rateLimit: { max: SAVES_PER_MINUTE, timeWindow: 60_000 } };

  /** The request's person, or undefined with the refusal sent. */
  async function person(req: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> {
    const id = await identify(req, store, secret);
    if (id === undefined) {
      const ended = await endedSession(req, store);
      if (ended === null) sendError(reply, 'UNAUTHORIZED');
      else {
        if (ended.cookie) clearSessionCookies(req, reply);
        sendError(reply, 'SESSION_ENDED', { reason: ended.reason });
      }
      return undefined;
    }
    if (isBotAccount(id.user)) sendError(reply, 'NOT_FOR_BOTS');
    else if (!isPerson(id.user)) sendError(reply, 'NOT_REGISTERED');
    else return id.user;
    return undefined;
  }

  // Answered to anyone, so that a lesson page opened by a guest or before the guest session exists logs no failed
  // request: `kept` says whether this is a person's account, whose saves the server keeps.
  api.get('/api/account/lessons', async (req): Promise<LessonsAnswer> => {
    const id = await identify(req, store, secret);
    if (id === undefined || isBotAccount(id.user) || !isPerson(id.user)) return { kept: false, lessons: {} };
    const lessons: LessonsAnswer['lessons'] = {};
    for (const row of await store.accounts.listLessonProgress(id.user.id)) {
      // Only what was checked on the way in is stored; a row that does not parse is left out, not an error.
      try {
        lessons[row.game] = { ...(JSON.parse(row.progress) as LessonProgressBody), updatedAt: row.updatedAt };
      } catch {
        continue;
      }
    }
    return { kept: true, lessons };
  });

  api.put(
    '/api/account/lessons/:game',
    { schema: { params: GameParams, body: LessonProgressBody }, bodyLimit: LESSON_BODY_LIMIT, config: perIp },
    async (req, reply) => {
      const user = await person(req, reply);
      if (user === undefined) return reply;
      const { game } = req.params;
      if (registry.game(game) === undefined) return sendError(reply, 'UNKNOWN_GAME', { game });
      const progress: LessonProgressBody = { step: req.body.step, turns: req.body.turns };
      const at = now();
      if (!(await store.accounts.setLessonProgress(user.id, game, JSON.stringify(progress), at)))
        return sendError(reply, 'NOT_REGISTERED');
      return { game, ...progress, updatedAt: at };
    },
  );
}
