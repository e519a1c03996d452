import { buttonVariants } from '@backoffice/ui';
import { Link } from 'wouter';
import { useDocumentTitle } from '../document-title';

/**
 * The frame shared by the 404 and crash pages: a heading, a line of text and a way home. On its
 * own it fills the screen as the page's <main>; `inShell` puts it inside the signed-in shell,
 * whose <main> it then sits in. `reload`: Home loads the app again, leaving any broken state
 * behind.
 */
function ErrorScreen({
  heading,
  message,
  inShell = false,
  reload = false,
}: {
  heading: string;
  message?: string;
  inShell?: boolean;
  reload?: boolean;
}) {
  // The tab says it too.
  useDocumentTitle(heading);
  const Frame = inShell ? 'section' : 'main';
  const Heading = inShell ? 'h2' : 'h1';
  const Home = reload ? 'a' : Link;
  return (
    <Frame
      // In the shell it is a card like the pages' own (the shell's ground is tinted; the page's
      // background colour there read as a darker hole in dark mode); alone it is the screen.
      className={`flex flex-col items-center justify-center gap-4 p-6 text-center ${inShell ? 'rounded-lg border bg-card py-16 text-card-foreground' : 'min-h-dvh bg-background'}`}
    >
      {/* In the shell the top bar holds the page's h1. */}
      <Heading className="font-semibold text-2xl">{heading}</Heading>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <Home href="/" className={buttonVariants()}>
        Home
      </Home>
    </Frame>
  );
}

/** `inShell`: inside the signed-in shell, which keeps the menu and the logout around it. */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  return (
    <ErrorScreen inShell={inShell} heading="404 Not Found" message="This page could not be found" />
  );
}

/** Shown when a page crashes. */
export function ErrorPage() {
  return <ErrorScreen heading="An error occurred" reload />;
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
