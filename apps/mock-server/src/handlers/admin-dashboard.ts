import { route } from '../http';
import { dashboardFigures } from './admin-dashboard/figures';
import { resolvePeriod } from './admin-dashboard/period';

/** Area "Admin Dashboard": platform figures computed from every area's current tables. */
export const adminDashboardHandlers = [
  route.get('/v1/admindata/dashboard', ({ query, response }) => {
    const period = resolvePeriod(query.start_date, query.end_date);
    return response(200).json({ data: dashboardFigures(period) });
  }),
];
