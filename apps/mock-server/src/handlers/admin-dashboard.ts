import type { AdminDashboard } from '@backoffice/sdk';
import { remembered } from '../db/lookup';
import { db } from '../db/store';
import { mockToday } from '../db/time';
import { route } from '../http';
import { dashboardFigures } from './admin-dashboard/figures';
import { resolvePeriod } from './admin-dashboard/period';

/**
 * The figures of each period asked since the last write: they read every row of seven tables
 * (tens of thousands in the `large` scenario), and only a write changes them. Keyed by every
 * table of the store as well, so one a test replaces or removes counts as a change too.
 */
const figuresSinceWrite = remembered(
  () => Object.values(db),
  () => new Map<string, AdminDashboard>(),
);

/** Area "Admin Dashboard": platform figures computed from every area's current tables. */
export const adminDashboardHandlers = [
  route.get('/v1/admindata/dashboard', ({ query, response }) => {
    const resolved = resolvePeriod(query.start_date, query.end_date);
    if (!resolved.ok) return response(400).json(resolved.error);
    const { period } = resolved;
    // The day is part of the key: the answer's `today` moves with the mock's clock.
    const key = `${period.start}/${period.end}/${mockToday()}`;
    const figures = figuresSinceWrite();
    const data = figures.get(key) ?? dashboardFigures(period);
    figures.set(key, data);
    return response(200).json({ data });
  }),
];
