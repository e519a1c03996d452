import { authSamples } from './auth';
import { marketplaceSamples } from './marketplace';
import type { SampleMap } from './types';

/** Every area's samples; one spread per area (test/samples/<area>.ts). */
export const samples: SampleMap = {
  ...authSamples,
  ...marketplaceSamples,
};
