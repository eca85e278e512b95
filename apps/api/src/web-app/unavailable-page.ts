import { errorMessage, type Language } from '@kahraba/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';

// The page a shopper gets while the database is away, instead of an error page: the server writes
// it itself, since rendering the web app's pages needs the data that is missing. It has no script
// (nothing to allow, nothing to load from a server that is struggling) and reloads itself when the
// Retry-After it is sent with has passed.

const TEXT: Record<Language, { title: string; heading: string; action: string; dir: 'ltr' | 'rtl' }> = {
  en: { title: 'Back in a moment · Kahraba', heading: 'Back in a moment', action: 'Try again', dir: 'ltr' },
  ar: { title: 'نعود خلال لحظات · كهربا', heading: 'نعود خلال لحظات', action: 'حاول مرة أخرى', dir: 'rtl' },
};

/**
 * The language of a page's address, as the web app reads it (apps/web shared/language-paths.ts):
 * `/ar`, `/ar/…` and its data requests `/ar.data` are Arabic; everything else English.
 */
export function languageOfPagePath(pathname: string): Language {
  return pathname === '/ar' || /^\/ar[/.]/.test(pathname) ? 'ar' : 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unavailablePage(language: Language, url: string): string {
  const text = TEXT[language];
  const again = escapeHtml(url);
  return `<!doctype html>
<html lang="${language}" dir="${text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS * 2}">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-inline-size:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin-block:0 .75rem}
p{margin-block:0 1.5rem;line-height:1.6;color:#475569}
a{display:inline-block;padding:.6rem 1.4rem;border-radius:.5rem;background:#2563eb;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(errorMessage('SERVICE_UNAVAILABLE', language))}</p>
<a href="${again}">${escapeHtml(text.action)}</a>
</main>
</body>
</html>
`;
}

/** Answers the page with 503 and Retry-After, kept by no cache: it is over in seconds. */
export function sendUnavailablePage(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  const language = languageOfPagePath(pathname);
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(unavailablePage(language, request.url));
}
