import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { replay, type Viewer } from '@birzha/engine';
import type { CatchUpView, CatchUpViews } from '@birzha/protocol';
import { Type } from 'typebox';
import { userOf } from '../identity/users.ts';
import { seatOf, toRecord, type LiveMatch } from '../matches/live-match.ts';
import { sendError } from './errors.ts';
import { mayViewTable } from './may-view.ts';
import type { RouteDeps } from './routes.ts';

const TableParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const ViewsQuery = Type.Object(
  { from: Type.Integer({ minimum: 0 }), invite: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

/** The most views one request answers (a step-through of what happened while away; older ones are cut). */
export const MAX_VIEWS = 200;

/**
 * The views of a match, playing or finished, after each move since a version, as the requester's seat saw them then
 * (or a spectator): the in-table step-through of "since your last move" (issue 25) shows them on the board. The
 * record is replayed, and each state passes through the game's `view` for that viewer alone, as the live updates did:
 * nothing a seat could not see at the time is in them. Each comes with whom the game then waited for (public). The
 * same rule of who may see a table as the history's.
 */
export function registerCatchUpRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret, registry } = deps;

  const mayView = (req: FastifyRequest, live: LiveMatch, invite: string | undefined): Promise<boolean> =>
    mayViewTable(req, live, invite, store, secret);

  api.get('/api/tables/:id/views', { schema: { params: TableParams, querystring: ViewsQuery } }, async (req, reply) => {
    const live = await registry.get(req.params.id);
    if (live === undefined) return sendError(reply, 'NOT_FOUND');
    if (!(await mayView(req, live, req.query.invite))) return sendError(reply, 'BAD_INVITE');
    if (live.table.status === 'open') return sendError(reply, 'NOT_STARTED');
    const user = await userOf(req, store, secret);
    const seat = user === undefined ? null : seatOf(live, user.id);
    const viewer: Viewer = seat ?? 'spectator';
    // As of the live match's version, as the history is.
    const version = live.version;
    const moves = (await store.loadMoves(live.table.id)).slice(0, version);
    const from = Math.max(Math.min(req.query.from, moves.length), moves.length - MAX_VIEWS + 1, 0);
    const views: CatchUpView[] = [];
    const replayed = replay(live.game, toRecord(live.table, moves), {
      onStep: (step) => {
        // Whom the game waited for then: the board's "whose turn" at that step, from the engine as live.
        if (step.version >= from)
          views.push({
            version: step.version,
            view: live.game.view(step.state, viewer),
            toAct: [...live.game.toAct(step.state)],
          });
      },
    });
    if (!replayed.ok) throw new Error(`table ${live.table.id}: stored record does not replay`);
    const answer: CatchUpViews = { version: moves.length, views };
    return answer;
  });
}
