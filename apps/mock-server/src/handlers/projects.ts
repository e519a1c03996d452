import type { Project } from '@backoffice/sdk';
import { newestFirst, paginate, searchRows } from '../db/paging';
import type { ProjectRecord } from '../db/seed/projects';
import { db } from '../db/store';
import { route } from '../http';
import { MESSAGES } from '../pipeline/errors';

/** The list fields of a project; the brief and contacts belong to the detail. */
function toProject(project: ProjectRecord): Project {
  const { id, project_name, client_name, budget, deadline, category, rowStatus, created_at } =
    project;
  return { id, project_name, client_name, budget, deadline, category, rowStatus, created_at };
}

/** Area "Project": expee projects, their detail and active flag. */
export const projectHandlers = [
  route.get('/v1/admindata/allprojects', ({ query, response }) => {
    const found = searchRows(db.projects, query.search, (p) => [
      p.project_name,
      p.client_name,
      p.category,
    ]);
    const page = paginate(
      newestFirst(found, (p) => p.created_at),
      query,
      (p) => p.rowStatus === 1,
    );
    return response(200).json({ data: page.data.map(toProject), meta: page.meta });
  }),

  route.get('/v1/admindata/fclients', ({ query, response }) => {
    const { id } = query;
    const project = db.projects.find((p) => p.id === id);
    if (project === undefined) return response(404).json({ message: MESSAGES.notFound });
    return response(200).json({ data: project });
  }),

  route.put('/v1/admindata/updateprojectjobstatus', ({ body, response }) => {
    const project = db.projects.find((p) => p.id === body.id);
    if (project === undefined) return response(404).json({ message: MESSAGES.notFound });
    project.rowStatus = body.rowStatus;
    return response(200).json({ message: 'Project berhasil diubah.', data: toProject(project) });
  }),
];
