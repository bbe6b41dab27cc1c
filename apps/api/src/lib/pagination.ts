// Paged lists answer {count, next, previous, results} like Django REST Framework's PageNumberPagination.
import type { FastifyRequest } from 'fastify';

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export function pageLinks(req: FastifyRequest, publicUrl: string, page: number, pageSize: number, count: number) {
  const url = new URL(req.url, publicUrl);
  const linkTo = (p: number) => {
    const u = new URL(url);
    if (p === 1) u.searchParams.delete('page');
    else u.searchParams.set('page', String(p));
    return `${publicUrl}${u.pathname}${u.search}`;
  };
  const last = Math.max(1, Math.ceil(count / pageSize));
  return { next: page < last ? linkTo(page + 1) : null, previous: page > 1 ? linkTo(page - 1) : null };
}

export function toPage<T>(
  req: FastifyRequest,
  publicUrl: string,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): Page<T> {
  return { count, ...pageLinks(req, publicUrl, page, pageSize, count), results };
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
