import { listPage, whereIs } from '../db/paging';
import type { UserRecord } from '../db/seed/users';
import { db } from '../db/store';
import { fileUrl } from '../db/uploads';
import { route } from '../http';
import { found } from '../pipeline/errors';

const toUser = (origin: string, user: UserRecord) => ({
  ...user,
  photo: fileUrl(origin, user.photo),
});

/** Area "User": the admin's list of marketplace users and the active toggle. */
export const userHandlers = [
  route.get('/v1/admindata/allusers', ({ query, origin, response }) => {
    const page = listPage(db.users, query, {
      newest: (u) => u.created_at,
      active: (u) => u.active,
      search: (u) => [u.name, u.email, u.phone],
      keep: [whereIs(query.active, (u) => u.active)],
      as: (u) => toUser(origin, u),
    });
    return response(200).json(page);
  }),

  route.get('/v1/admindata/setuseractive', ({ query, origin, response }) => {
    const user = found(db.users.find((u) => u.id === query.id));
    user.active = !user.active;
    return response(200).json({ message: 'User berhasil diubah.', data: toUser(origin, user) });
  }),
];
