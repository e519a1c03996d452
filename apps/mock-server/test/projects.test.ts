import type { ProjectDetail, ProjectPage, ProjectSaved } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, fieldPathOf, getJson, login } from './support/api';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('A');
});

function list(query = ''): Promise<ProjectPage> {
  return getJson<ProjectPage>(`/v1/admindata/allprojects${query}`, token);
}

function setStatus(body: Record<string, unknown>) {
  return call('PUT', '/v1/admindata/updateprojectjobstatus', { token, json: body });
}

describe('GET /v1/admindata/allprojects', () => {
  it('pages at least 50 projects, active and inactive, newest first', async () => {
    expect(db.projects.length).toBeGreaterThanOrEqual(50);
    expect(new Set(db.projects.map((p) => p.rowStatus))).toEqual(new Set([0, 1]));
    const page = await list('?page=2');
    expect(page.meta).toMatchObject({
      page: 2,
      totaldata: db.projects.length,
      totalDataOnPage: 15,
      totalActive: db.projects.filter((p) => p.rowStatus === 1).length,
    });
    expect(page.data[0]).not.toHaveProperty('description');
    const dates = page.data.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches name, client and category', async () => {
    const byCategory = await list('?search=video%20%26%20animasi&limit=100');
    expect(byCategory.data.length).toBe(
      db.projects.filter((p) => p.category === 'Video & Animasi').length,
    );
    const target = db.projects[3];
    const byName = await list(`?search=${encodeURIComponent(target?.project_name ?? '')}`);
    expect(byName.data.map((p) => p.id)).toContain(target?.id);
  });
});

describe('GET /v1/admindata/fclients', () => {
  it('answers the detail with brief and contacts', async () => {
    const project = db.projects.find((p) => p.freelancer_name !== null);
    const response = await call('GET', `/v1/admindata/fclients?id=${project?.id}`, { token });
    const { data } = (await response.json()) as { data: ProjectDetail };
    expect(data).toEqual(project);
  });

  it('answers 404 for an unknown project and 400 naming id when it is missing', async () => {
    expect((await call('GET', '/v1/admindata/fclients?id=1', { token })).status).toBe(404);
    const missing = await call('GET', '/v1/admindata/fclients', { token });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toBe('query.id');
  });
});

describe('PUT /v1/admindata/updateprojectjobstatus', () => {
  it('sets rowStatus, and the list and detail read it', async () => {
    const project = db.projects.find((p) => p.rowStatus === 1);
    if (project === undefined) throw new Error('no active project');
    const before = (await list()).meta.totalActive;
    const response = await setStatus({ id: project.id, rowStatus: 0 });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as ProjectSaved;
    expect(saved).toMatchObject({ message: 'Project berhasil diubah.', data: { rowStatus: 0 } });
    expect((await list()).meta.totalActive).toBe(before - 1);
    const detail = await call('GET', `/v1/admindata/fclients?id=${project.id}`, { token });
    expect(((await detail.json()) as { data: ProjectDetail }).data.rowStatus).toBe(0);
    resetStore();
    expect(db.projects.find((p) => p.id === project.id)?.rowStatus).toBe(1);
  });

  it.each([
    [{ id: 800 }, 'body.rowStatus'],
    [{ id: 800, rowStatus: 2 }, 'body.rowStatus'],
    [{ rowStatus: 1 }, 'body.id'],
    [{ id: 800, rowStatus: 1, active: true }, 'body.active'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await setStatus(body);
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toBe(field);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await setStatus({ id: 1, rowStatus: 1 })).status).toBe(404);
  });
});
