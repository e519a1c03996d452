import { authSamples } from './auth';
import { eventSamples } from './events';
import { kreatorSamples } from './kreator';
import { marketplaceSamples } from './marketplace';
import { merchantSamples } from './merchant';
import { surveySamples } from './surveys';
import type { SampleMap } from './types';

/** Every area's samples; one spread per area (test/samples/<area>.ts). */
export const samples: SampleMap = {
  ...authSamples,
  ...eventSamples,
  ...kreatorSamples,
  ...surveySamples,
  ...marketplaceSamples,
  ...merchantSamples,
};
