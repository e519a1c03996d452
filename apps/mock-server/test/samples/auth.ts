import { DEMO_PASSWORD } from '../../src/db/seed/auth';
import type { SampleMap } from './types';

export const authSamples: SampleMap = {
  login: () => ({ body: { email: 'partner@backoffice.test', password: DEMO_PASSWORD } }),
};
