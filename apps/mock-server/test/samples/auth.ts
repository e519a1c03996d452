import { DEMO_PASSWORD } from '@backoffice/contract';
import type { SampleMap } from './types';

export const authSamples: SampleMap = {
  login: () => ({ body: { email: 'partner@backoffice.test', password: DEMO_PASSWORD } }),
};
