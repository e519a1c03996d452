import { DEMO_ROLES, resetMock, test as setup, storageStateFile } from './fixtures';

// Runs before every spec (the `setup` project). A reset keeps the demo accounts signed in, so
// these steps may run in any order and the stored sessions outlive later resets.

setup('the mock starts from its seed', async () => {
  await resetMock();
});

for (const role of DEMO_ROLES) {
  setup(`${role} signs in once for every spec`, async ({ page, login }) => {
    await login(role);
    await page.context().storageState({ path: storageStateFile(role) });
  });
}
