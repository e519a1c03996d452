import { route } from '../http';
import { dashboardFigures } from './admin-dashboard/figures';
import { resolvePeriod } from './admin-dashboard/period';

/** Area "Admin Dashboard": platform figures computed from every area's current tables. */
export const adminDashboardHandlers = [
  route.get('/v1/admindata/dashboard', ({ query, response }) => {
    const resolved = resolvePeriod(query.start_date, query.end_date);
    if (!resolved.ok) return response(400).json(resolved.error);
    return response(200).json({ data: dashboardFigures(resolved.period) });
  }),
];
