/**
 * Paging of the four lists (invoices, licenses, orders, receipts), as the documents propose it
 * (`PageLimit`, `PageCursor`, the `NextPage` header): the body stays an array, `limit` asks for a
 * page, and `Link: <…>; rel="next"` carries the next page's cursor. Without `limit` the whole list,
 * as a service without paging answers.
 *
 * The cursor is the position of the page's last item (its date and id), not an offset: a license
 * transferred away or an invoice issued between two pages neither repeats nor skips an item. It is
 * bound to its list (service, path and so user) by a checksum, so a forged cursor or one from
 * another list is refused with 400, as the documents say. Written with the platform's base64
 * (`btoa`), not Node's `Buffer`: the same code runs in the browser's service worker.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { Service } from '../servicePaths.ts';
import { refuse, respondWith } from './support.ts';

/** The most items a page holds, whatever `limit` asks (the documents let a service cap it). */
export const MAX_PAGE_SIZE = 100;

function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** FNV-1a over the list and the position: enough to tell the mock's own cursors from others. */
function checksum(list: string, position: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${list}\n${position}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const encodeCursor = (list: string, position: string): string =>
  toBase64Url(`${position}#${checksum(list, position)}`);

/**
 * The cursor the mock gives out for `position` of the list at `pathname` (as a request reaches
 * the mock), for a test that stands in for a service's own first answer.
 */
export const cursorOf = (service: Service, pathname: string, position: string): string =>
  encodeCursor(`${service} ${pathname}`, position);

/** The position a cursor of this list carries; null when it is not one of this list's cursors. */
function decodeCursor(list: string, cursor: string): string | null {
  const decoded = fromBase64Url(cursor);
  const separator = decoded?.lastIndexOf('#') ?? -1;
  if (decoded === null || separator === -1) return null;
  const position = decoded.slice(0, separator);
  return position.includes('|') && decoded.slice(separator + 1) === checksum(list, position)
    ? position
    : null;
}

/** A 400 in the service's error shape: its `ServiceError`, or Django REST framework's `{detail}`. */
export function refuseParameter(service: Service, message: string): never {
  if (service === 'subscription') refuse(message);
  return respondWith(HttpResponse.json({ detail: message, code: 'invalid' }, { status: 400 }));
}

function pageSize(service: Service, limit: string): number {
  const size = Number(limit);
  if (!/^\d+$/.test(limit) || size < 1) {
    refuseParameter(service, 'limit: must be a positive integer');
  }
  return Math.min(size, MAX_PAGE_SIZE);
}

/**
 * The list's answer, newest first by `positionOf` (`<date>|<id>`, ordered as strings), each record
 * as `present` shows it: every item without `limit`; else the page after `cursor`, ending the
 * handler with a `Link` to the next page when one follows.
 */
export function pageOf<Item, Shown extends JsonBodyType>(
  service: Service,
  request: Request,
  items: readonly Item[],
  positionOf: (item: Item) => string,
  present: (item: Item) => Shown,
): Shown[] {
  const newestFirst = [...items].sort((a, b) => positionOf(b).localeCompare(positionOf(a)));
  const url = new URL(request.url);
  const limit = url.searchParams.get('limit');
  if (limit === null) return newestFirst.map(present);
  const size = pageSize(service, limit);

  const cursor = url.searchParams.get('cursor');
  const list = `${service} ${url.pathname}`;
  let start = 0;
  if (cursor !== null) {
    const after = decodeCursor(list, cursor) ?? refuseParameter(service, 'Invalid cursor.');
    start = newestFirst.findIndex((item) => positionOf(item) < after);
    if (start === -1) start = newestFirst.length;
  }
  const page = newestFirst.slice(start, start + size);
  const last = page.at(-1);
  const shown = page.map(present);
  if (last === undefined || start + size >= newestFirst.length) return shown;

  const next = new URL(url);
  next.searchParams.set('cursor', encodeCursor(list, positionOf(last)));
  // A path-absolute reference: right whichever host or proxy the client came through.
  return respondWith(
    HttpResponse.json(shown, {
      status: 200,
      headers: { Link: `<${next.pathname}${next.search}>; rel="next"` },
    }),
  );
}
