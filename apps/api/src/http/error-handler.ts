import { ERROR_HTTP_STATUS, type ErrorCode, errorMessage, isErrorCode } from '@kahraba/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from './app-error.js';
import { languageFrom } from './language.js';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  params: Record<string, string | number> = {},
  details?: unknown,
) {
  const lang = languageFrom(request.headers['accept-language']);
  return reply.code(status).send({
    status: 'error',
    code,
    message: errorMessage(code, lang, params),
    ...(details === undefined ? {} : { details }),
  });
}

/** 503 SERVICE_UNAVAILABLE with Retry-After: the database is away for now. */
export function sendServiceUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return sendError(request, reply, 'SERVICE_UNAVAILABLE', 503);
}

// PostgreSQL refuses text it cannot store (a NUL character, an invalid byte sequence) with these
// SQLSTATEs. The text came from the client, so it is their mistake, not a server failure.
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

/** The driver's error may arrive wrapped by the ORM, so the cause chain is searched. */
function isUnstorableText(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (UNSTORABLE_TEXT_SQLSTATES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

const isCataloguedBadRequest = (message: string): message is ErrorCode =>
  isErrorCode(message) && ERROR_HTTP_STATUS[message] === 400;

interface ValidationIssue {
  path: string;
  message: string;
}

/** The most issues a validation error lists; the rest are only counted (`details.more`). */
export const VALIDATION_ISSUES_MAX = 5;
const TEXT_MAX = 100;

const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

/** Names a few of the unknown keys, never all of them: they are the client's own text. */
function unknownKeysMessage(keys: unknown[]): string {
  const named = keys.slice(0, VALIDATION_ISSUES_MAX).map((key) => JSON.stringify(clip(String(key))));
  const rest = keys.length - named.length;
  return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${named.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/**
 * Every failure leaves as the error envelope: known errors with their code and a message in the
 * shopper's language, anything unexpected logged with the request id and answered generically —
 * no stack trace or SQL reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, error.status, error.params, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      // A few issues say what to fix; echoing every one (a body of 80 000 unknown keys) only makes
      // the answer as large as the attack.
      const issues: ValidationIssue[] = error.validation.slice(0, VALIDATION_ISSUES_MAX).map((v) => {
        // An unknown parameter has no path of its own; zod lists it under `keys`.
        const keys = (v.params as { keys?: unknown }).keys;
        if (Array.isArray(keys) && keys.length > 0) {
          return { path: clip(String(keys[0])), message: unknownKeysMessage(keys) };
        }
        const field = String(v.instancePath).split('/').filter(Boolean).join('.');
        return { path: clip(field), message: clip(v.message ?? 'invalid') };
      });
      const more = error.validation.length - issues.length;
      const param = issues[0]?.path || context;
      // A schema whose check names a catalogued 400 (the address book's) is answered with that
      // code, so the shopper reads what to fix rather than "some information is not valid".
      const catalogued = issues.map((i) => i.message).find(isCataloguedBadRequest);
      const code: ErrorCode =
        catalogued ??
        (context === 'querystring' || context === 'params' ? 'INVALID_PARAMETER' : 'VALIDATION_ERROR');
      return sendError(request, reply, code, 400, { param }, more > 0 ? { issues, more } : { issues });
    }
    if (error.statusCode === 429) {
      return sendError(
        request,
        reply,
        'RATE_LIMITED',
        429,
        {},
        { retryAfter: (error as { retryAfter?: string }).retryAfter },
      );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The rest of the body is not read: the connection closes after the answer, rather than the
      // server draining a megabyte it already refused to keep the connection open.
      reply.header('connection', 'close');
      return sendError(request, reply, 'PAYLOAD_TOO_LARGE', 413);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(request, reply, 'INVALID_JSON', 400);
    }
    if (isUnstorableText(error)) {
      return sendError(request, reply, 'VALIDATION_ERROR', 400, { param: 'text' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Wrong content type, empty JSON body...: the client's mistake, said plainly.
      return sendError(request, reply, 'VALIDATION_ERROR', error.statusCode, { param: 'body' });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restarting, failing over): not a bug, and over once it is back.
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return sendServiceUnavailable(request, reply);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL_ERROR', 500);
  });
}
