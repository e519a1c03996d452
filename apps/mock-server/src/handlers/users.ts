import type { User } from '@backoffice/sdk';
import { allOf, newestFirst, paginate, searchMatcher } from '../db/paging';
import type { UserRecord } from '../db/seed/users';
import { db } from '../db/store';
import { fileUrl } from '../db/uploads';
import { route } from '../http';
import { MESSAGES } from '../pipeline/errors';

function toUser(origin: string, user: UserRecord): User {
  return { ...user, photo: user.photo === null ? null : fileUrl(origin, user.photo) };
}

/** Area "User": the admin's list of marketplace users and the active toggle. */
export const userHandlers = [
  route.get('/v1/admindata/allusers', ({ query, origin, response }) => {
    const page = paginate(
      newestFirst(db.users, (u) => u.created_at),
      query,
      (u) => u.active,
      allOf(
        query.active === undefined ? null : (u) => u.active === query.active,
        searchMatcher(query.search, (u: UserRecord) => [u.name, u.email, u.phone]),
      ),
    );
    return response(200).json({
      data: page.data.map((u) => toUser(origin, u)),
      meta: page.meta,
    });
  }),

  route.get('/v1/admindata/setuseractive', ({ query, origin, response }) => {
    const { id } = query;
    const user = db.users.find((u) => u.id === id);
    if (user === undefined) return response(404).json({ message: MESSAGES.notFound });
    user.active = !user.active;
    return response(200).json({ message: 'User berhasil diubah.', data: toUser(origin, user) });
  }),
];
