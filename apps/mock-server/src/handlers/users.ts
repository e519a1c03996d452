import type { User } from '@backoffice/sdk';
import { newestFirst, paginate, searchRows } from '../db/paging';
import type { UserRecord } from '../db/seed/users';
import { db } from '../db/store';
import { http } from '../http';
import { fileUrl, readQuery } from '../pipeline/context';
import { MESSAGES } from '../pipeline/errors';

function toUser(request: Request, user: UserRecord): User {
  return { ...user, photo: user.photo === null ? null : fileUrl(request, user.photo) };
}

/** Area "User": the admin's list of marketplace users and the active toggle. */
export const userHandlers = [
  http.get('/v1/admindata/allusers', ({ request, response }) => {
    const query = readQuery<'/v1/admindata/allusers'>(request);
    const found = searchRows(db.users, query.search, (u) => [u.name, u.email, u.phone]).filter(
      (u) => query.active === undefined || u.active === query.active,
    );
    const page = paginate(
      newestFirst(found, (u) => u.created_at),
      query,
      (u) => u.active,
    );
    return response(200).json({
      data: page.data.map((u) => toUser(request, u)),
      meta: page.meta,
    });
  }),

  http.get('/v1/admindata/setuseractive', ({ request, response }) => {
    const { id } = readQuery<'/v1/admindata/setuseractive'>(request);
    const user = db.users.find((u) => u.id === id);
    if (user === undefined) return response(404).json({ message: MESSAGES.notFound });
    user.active = !user.active;
    return response(200).json({ message: 'User berhasil diubah.', data: toUser(request, user) });
  }),
];
