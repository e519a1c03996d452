import { buttonVariants } from '@backoffice/ui';
import { Link } from 'wouter';
import { useDocumentTitle } from '../document-title';
import { ErrorScreen } from './error-screen';

/** `inShell`: inside the signed-in shell, which keeps the menu and the logout around it. */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  useDocumentTitle('404 Not Found');
  return (
    <ErrorScreen
      inShell={inShell}
      heading="404 Not Found"
      message="This page could not be found"
      action={
        <Link href="/" className={buttonVariants()}>
          Home
        </Link>
      }
    />
  );
}
