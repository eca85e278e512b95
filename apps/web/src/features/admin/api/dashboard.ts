import { type Dashboard, dashboardSchema } from '@kahraba/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import type { DateRange } from '../lib/date-range';
import { adminKeys } from './admin-keys';

/** GET /admin/dashboard?from&to: the figures, charts and lists of one date range. */
export async function fetchDashboard(range: DateRange, signal?: AbortSignal): Promise<Dashboard> {
  return dashboardSchema.parse(await http.get<unknown>('/admin/dashboard', { query: { ...range }, signal }));
}

export const dashboardQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.dashboard(range),
    queryFn: ({ signal }) => fetchDashboard(range, signal),
    // Changing the range keeps the last figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    // Staff come back to the dashboard to see what just happened: always ask again on opening it.
    staleTime: 0,
  });

export function useDashboard(range: DateRange, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(range), enabled });
}
