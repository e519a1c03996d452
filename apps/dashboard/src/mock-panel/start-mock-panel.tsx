import { mockControl } from '@backoffice/mock-server/control';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBaseUrl } from '@/lib/api-base-url';
import { MockPanel } from './mock-panel';

/**
 * The id of the panel's root element: also the marker `pnpm bench:bundle` looks for in the
 * production build, which must hold none of the panel.
 */
export const MOCK_PANEL_ROOT_ID = 'backoffice-mock-panel';

/**
 * Mounts the mock panel in a React root of its own beside the app's: no provider, route or
 * query of the app knows of it. It calls the mock's control API where the app calls the API
 * (`apiBaseUrl`): `pnpm mock` in the dev server, the page's own Service Worker in build:mock.
 */
export function startMockPanel(): void {
  const host = document.createElement('div');
  host.id = MOCK_PANEL_ROOT_ID;
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <MockPanel control={mockControl({ baseUrl: apiBaseUrl })} />
    </StrictMode>,
  );
}
