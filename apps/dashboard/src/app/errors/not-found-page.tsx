import { buttonVariants } from '@backoffice/ui';
import { Link } from 'wouter';
import { useDocumentTitle } from '../document-title';
import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  useDocumentTitle('404 Not Found');
  return (
    <ErrorScreen
      heading="404 Not Found"
      message="This page could not be found"
      action={
        <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
          Home
        </Link>
      }
    />
  );
}
