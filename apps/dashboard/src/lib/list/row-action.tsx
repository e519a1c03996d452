import { Button, type ButtonProps, cn } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The one form of a list row's action (docs/engineering.md#row-actions): a small outlined
 * button, the same in every list, in the table's last column and on a phone's card. A
 * destructive one (Hapus, Tolak) keeps the outline and reads in the danger colour; its confirm
 * dialog has the red button. Its accessible name says whose row it acts on (`Hapus <name>`).
 */
export type RowActionProps = Omit<ButtonProps, 'variant' | 'size' | 'asChild'> & {
  danger?: boolean;
};

const DANGER = 'border-danger/40 text-danger-text hover:text-danger-text';

export function RowAction({ danger = false, className, ...props }: RowActionProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      data-row-action={danger ? 'danger' : 'default'}
      className={cn(danger && DANGER, className)}
      {...props}
    />
  );
}

/** A row action that opens another page (the record's form or detail): a link that looks the same. */
export function RowActionLink({
  href,
  label,
  children,
}: {
  href: string;
  /** Whose page it opens: `Ubah <name>`. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="outline" size="sm" data-row-action="default">
      <Link href={href} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
