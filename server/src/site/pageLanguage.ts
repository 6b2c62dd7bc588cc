import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, visitorLanguage, type Language } from '@gold/i18n';
import { KEPT_VISITOR_COOKIE } from '../platform/http/visitorCookies';

/**
 * The language a page is sent in, among `offered` (visitorLanguage): the `?lang=` of the link,
 * else the visitor's choice kept in its cookie, else English. A choice the link made is kept for
 * a year, for the next pages and visits, on any instance.
 */
export function pageLanguageOf(
  request: FastifyRequest,
  reply: FastifyReply,
  offered: readonly Language[],
): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  const { language, keep } = visitorLanguage({
    query: typeof asked === 'string' ? asked : undefined,
    cookie: request.cookies[LANGUAGE_COOKIE],
    offered,
  });
  if (keep) reply.setCookie(LANGUAGE_COOKIE, keep, KEPT_VISITOR_COOKIE);
  return language;
}
