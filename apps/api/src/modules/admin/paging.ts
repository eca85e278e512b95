import type { Paged } from '@kahraba/domain';

/** The rows to skip for a 1-based page. */
export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}

/** A page of a staff list, as every /api/admin list answers it. */
export function pageOf<T>(items: T[], total: number, query: { page: number; limit: number }): Paged<T> {
  return { items, total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) };
}
