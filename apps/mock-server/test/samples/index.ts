import { authSamples } from './auth';
import { eventSamples } from './events';
import { kreatorSamples } from './kreator';
import { marketplaceSamples } from './marketplace';
import { merchantSamples } from './merchant';
import { partnerSamples } from './partner';
import { placesSamples } from './places';
import { surveySamples } from './surveys';
import type { SampleMap } from './types';

/** Every area's samples; one spread per area (test/samples/<area>.ts). */
export const samples: SampleMap = {
  ...authSamples,
  ...partnerSamples,
  ...placesSamples,
  ...eventSamples,
  ...kreatorSamples,
  ...surveySamples,
  ...marketplaceSamples,
  ...merchantSamples,
};
