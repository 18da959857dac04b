import type { FastifyReply } from 'fastify';

/** HTTP status for an error code: one place where codes meet statuses. */
export function statusOf(code: string): number {
  switch (code) {
    case 'UNAUTHORIZED':
    case 'BAD_CREDENTIALS':
    case 'SESSION_ENDED':
      return 401;
    case 'NOT_FOUND':
    case 'UNKNOWN_GAME':
    case 'NO_SUCH_USER':
      return 404;
    case 'NOT_HOST':
    case 'BAD_INVITE':
    case 'BAD_ORIGIN':
    case 'NOT_REGISTERED':
    case 'NOT_A_BOT':
    case 'MISSING_SCOPE':
    case 'NOT_FOR_BOTS':
    case 'BOTS_NOT_ACCEPTED':
      return 403;
    case 'RATE_LIMITED':
      return 429;
    case 'BODY_TOO_LARGE':
      return 413;
    case 'SEAT_TAKEN':
    case 'TOO_MANY_TABLES':
    case 'ALREADY_SEATED':
    case 'TABLE_FULL':
    case 'NOT_OPEN':
    case 'NOT_FULL':
    case 'NOT_SEATED':
    case 'NOT_STARTED':
    case 'NOT_LEFT':
    case 'USERNAME_TAKEN':
    case 'ALREADY_REGISTERED':
    case 'INVITATION_CLOSED':
    case 'ALREADY_BOT':
    case 'HAS_RATED_GAMES':
    case 'TOO_MANY_TOKENS':
    case 'STALE':
      return 409;
    case 'INTERNAL':
      return 500;
    case 'UNAVAILABLE':
      return 503;
    default:
      return 400;
  }
}

/** Sends `{ error: { code, detail? } }` with the code's status. */
export function sendError(reply: FastifyReply, code: string, detail?: Record<string, string | number>): FastifyReply {
  return reply.code(statusOf(code)).send({ error: detail === undefined ? { code } : { code, detail } });
}
