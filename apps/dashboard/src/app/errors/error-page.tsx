import { buttonVariants } from '@backoffice/ui';
import { useDocumentTitle } from '../document-title';
import { ErrorScreen } from './error-screen';

/** Shown when a page crashes. The Home link reloads the app, leaving any broken state behind. */
export function ErrorPage() {
  useDocumentTitle('An error occurred');
  return (
    <ErrorScreen
      heading="An error occurred"
      action={
        <a href="/" className={buttonVariants()}>
          Home
        </a>
      }
    />
  );
}

/** Last resort when the error page itself fails: plain markup, nothing that could fail again. */
export function ErrorPageFailure() {
  return (
    <main style={{ padding: '2rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1>An error occurred while showing the error page</h1>
      <a href="/" style={{ textDecoration: 'underline' }}>
        Go back to home
      </a>
    </main>
  );
}
