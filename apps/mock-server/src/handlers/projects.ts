import type { Project, ProjectDetail } from '@backoffice/sdk';
import { listPage } from '../db/paging';
import { db } from '../db/store';
import { route } from '../http';
import { found } from '../pipeline/errors';

/** The list fields of a project; the brief and contacts belong to the detail. */
function toProject(project: ProjectDetail): Project {
  const { id, project_name, client_name, budget, deadline, category, rowStatus, created_at } =
    project;
  return { id, project_name, client_name, budget, deadline, category, rowStatus, created_at };
}

/** Area "Project": expee projects, their detail and active flag. */
export const projectHandlers = [
  route.get('/v1/admindata/allprojects', ({ query, response }) => {
    const page = listPage(db.projects, query, {
      newest: (p) => p.created_at,
      active: (p) => p.rowStatus === 1,
      search: (p) => [p.project_name, p.client_name, p.category],
      as: toProject,
    });
    return response(200).json(page);
  }),

  route.get('/v1/admindata/fclients', ({ query, response }) =>
    response(200).json({ data: found(db.projects.find((p) => p.id === query.id)) }),
  ),

  route.put('/v1/admindata/updateprojectjobstatus', ({ body, response }) => {
    const project = found(db.projects.find((p) => p.id === body.id));
    project.rowStatus = body.rowStatus;
    return response(200).json({ message: 'Project berhasil diubah.', data: toProject(project) });
  }),
];
