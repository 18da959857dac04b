import type { FastifyInstance } from 'fastify';

/**
 * In `scope` (an encapsulated plugin: the rest of the server keeps Fastify's own parser), a request with
 * `Content-Type: application/json` and an empty body has no body, as one without the header has: many HTTP clients
 * send the header on every POST, and a route that takes no body (POST /api/account/bot, a bot's resign) must not
 * refuse them. Fastify's JSON parser answers such a request 400 (FST_ERR_CTP_EMPTY_JSON_BODY); any other body is
 * parsed by that same parser, prototype-poisoning checks included. A route whose schema needs a body still refuses
 * one without it (400 BAD_REQUEST).
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, undefined);
    json(req, text, done);
  });
}
