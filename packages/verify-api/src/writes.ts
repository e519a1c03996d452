import type { RunContext } from './context';
import { runJourney } from './writes/journey';
import { journeys } from './writes/journeys';

/** `--writes`: every journey, one after the other, each leaving the server as it found it. */
export async function verifyWrites(context: RunContext): Promise<void> {
  for (const journey of journeys) await runJourney(context, journey);
}
