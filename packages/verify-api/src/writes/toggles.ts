import { first, type Journey } from './journey';

// Flags the dashboard switches: each journey flips one row's flag, reads it back, and flips it
// back to the value it found, so the server ends as it started.

const userActive: Journey = {
  resource: 'user active flag',
  role: 'A',
  async run({ client, undo, done, same }) {
    const users = await client.GET('/v1/admindata/allusers', { params: { query: { limit: 1 } } });
    const user = first(users.data.data, 'listUsers');
    const query = { id: user.id };
    const toggle = () => client.GET('/v1/admindata/setuseractive', { params: { query } });
    const flipped = await toggle();
    undo(toggle);
    same('toggleUserActive', '/data/active', flipped.data.data.active, !user.active);
    const back = await toggle();
    done();
    same('toggleUserActive', '/data/active', back.data.data.active, user.active);
  },
};

const merchantActive: Journey = {
  resource: 'merchant active flag',
  role: 'A',
  async run({ client, undo, done, same }) {
    const merchants = await client.GET('/v1/merchant/getall', { params: { query: { limit: 1 } } });
    const merchant = first(merchants.data.data, 'listMerchants');
    const id = merchant.id;
    const setActive = (status: boolean) =>
      client.GET('/v1/merchant/aktif_status', { params: { query: { id, status } } });
    await setActive(!merchant.aktif);
    undo(() => setActive(merchant.aktif));
    const read = await client.GET('/v1/merchant/getone', { params: { query: { id } } });
    same('getMerchant', '/data/aktif', read.data.data.aktif, !merchant.aktif);
    await setActive(merchant.aktif);
    done();
  },
};

const projectStatus: Journey = {
  resource: 'project row status',
  role: 'A',
  async run({ client, undo, done, same }) {
    const projects = await client.GET('/v1/admindata/allprojects', {
      params: { query: { limit: 1 } },
    });
    const project = first(projects.data.data, 'listProjects');
    const id = project.id;
    const flipped = project.rowStatus === 1 ? 0 : 1;
    const setStatus = (rowStatus: 0 | 1) =>
      client.PUT('/v1/admindata/updateprojectjobstatus', { body: { id, rowStatus } });
    await setStatus(flipped);
    undo(() => setStatus(project.rowStatus));
    const read = await client.GET('/v1/admindata/fclients', { params: { query: { id } } });
    same('getProjectDetail', '/data/rowStatus', read.data.data.rowStatus, flipped);
    await setStatus(project.rowStatus);
    done();
  },
};

const referralStatus: Journey = {
  resource: 'referral code status',
  role: 'P',
  async run({ client, undo, done, same }) {
    const dashboard = await client.GET('/v1/partner_master/getalldata');
    const code = first(dashboard.data.data.referrals, 'getReferralDashboard');
    const path = { id: code.id };
    const flipped = code.rowstatus === 1 ? 0 : 1;
    const setStatus = (rowstatus: 0 | 1) =>
      client.PUT('/v1/partner/activedeactive/{id}', { params: { path }, body: { rowstatus } });
    const saved = await setStatus(flipped);
    undo(() => setStatus(code.rowstatus));
    same('setReferralCodeStatus', '/data/rowstatus', saved.data.data.rowstatus, flipped);
    await setStatus(code.rowstatus);
    done();
  },
};

export const toggles: readonly Journey[] = [
  userActive,
  merchantActive,
  projectStatus,
  referralStatus,
];
