import type { ServiceName } from '@/config/env.ts';
import { receive } from './http.ts';

/**
 * The lists the contract pages (invoices, licenses, orders, receipts; `PageLimit`, `PageCursor` and
 * the `NextPage` header of the documents): the body stays an array, `limit` asks for a page, and
 * the answer's `Link: <…>; rel="next"` carries the next page's `cursor`. A service that does not
 * page answers everything without a `Link`: one page, the last.
 */
export interface Page<Item> {
  items: Item[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** What the portal asks of a paged list: a page of `limit` items, after `cursor` when given. */
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** Items per page: a screenful, and a heavy account's first page in one small answer. */
export const PAGE_SIZE = 25;

const LINK_VALUE = /<([^>]*)>([^,<]*)/g;

/**
 * The `cursor` of the `Link` header's `rel="next"` target (RFC 8288: several links, relation
 * types separated by spaces, quoted or not); null without one. The target is never followed: only
 * its cursor is sent again, to the service the portal is configured for.
 */
export function nextCursorOf(link: string | null): string | null {
  if (!link) return null;
  for (const [, target = '', params = ''] of link.matchAll(LINK_VALUE)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(params);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (!relations.includes('next')) continue;
    try {
      return new URL(target, 'https://service.invalid/').searchParams.get('cursor') || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * One page of a list: its items and the next page's cursor. Through the one HTTP layer like every
 * call, but keeping the response's headers, which the generated functions drop. `path` comes from
 * the operation's generated URL builder (`getListInvoicesUrl(userId, page)`), so the path and
 * parameters stay the document's.
 */
export async function requestPage<Item>(
  service: ServiceName,
  path: string,
  init: RequestInit,
): Promise<Page<Item>> {
  const response = await receive(service, path, { ...init, method: 'GET' });
  return {
    items: (await response.json()) as Item[],
    nextCursor: nextCursorOf(response.headers.get('Link')),
  };
}
