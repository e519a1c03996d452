import { render } from '@testing-library/react';
import { App } from '@/app/app';
import './dom-warm-up';

export { signIn } from './session';

/**
 * Renders the whole app at `path`, as the browser would open it: for what crosses screens
 * (routing, guards, layouts, menus). One screen's own behaviour is tested with renderPage.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
