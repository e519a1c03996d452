import { Button } from '@backoffice/ui';
import { Link } from 'wouter';

type BackLinkProps = {
  href: string;
  /** Where the link leads, as the user names it: `daftar sengketa`, `detail sengketa`. */
  place: string;
};

/**
 * The way back from a page to the one it was opened from, worded the same everywhere:
 * `Kembali ke daftar sengketa`. To a list, give `listHref(path)`: the list as the user left it.
 */
export function BackLink({ href, place }: BackLinkProps) {
  return (
    <Button variant="outline" asChild>
      <Link href={href}>{`Kembali ke ${place}`}</Link>
    </Button>
  );
}
