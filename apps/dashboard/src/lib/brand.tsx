import { cn } from '@backoffice/ui';

/** The product mark and name, at the head of the drawer and of the auth pages. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-3 font-semibold text-lg', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#FAAC02" />
        <path d="M9 8h8a7 7 0 0 1 0 14h-3v2H9z" fill="#1c1917" />
        <circle cx="17" cy="15" r="3" fill="#FAAC02" />
      </svg>
      Backoffice
    </span>
  );
}
