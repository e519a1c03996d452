import { scopeControls } from './control/scope-controls';
import { areaRoutes } from './handlers';
import { type PipelineOptions, pipelineAnswer, pipelineHandler } from './pipeline/pipeline';
import { resetKeepingDemoSessions } from './pipeline/sessions';

export interface MockApiOptions extends Omit<PipelineOptions, 'routes' | 'reset'> {
  /** Called after POST /__mock/reset restored the seed (demo sessions kept). */
  readonly onReset?: () => void;
}

/** The mock API for one runtime (node server, vitest, browser worker); handlers are shared. */
export function createMockApi({ onReset, ...options }: MockApiOptions) {
  const answer = pipelineAnswer({
    ...options,
    routes: areaRoutes,
    reset: () => {
      resetKeepingDemoSessions();
      scopeControls().reset();
      onReset?.();
    },
  });
  return {
    /** msw handlers for setupServer, setupWorker or getResponse: the pipeline, in front. */
    handlers: [pipelineHandler(answer)],
    /** The pipeline without msw, the node server's way in: a 404 for a path outside the mock's. */
    answer,
  };
}
