import { type ClassValue, clsx } from 'clsx';
import * as React from 'react';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx). It does not resolve Tailwind conflicts: a kit component never puts
 * two utilities for the same property in one list; a variant or a prop chooses one (ADR 0225).
 * Outside production builds it checks that with tailwind-merge and names any conflict on
 * console.error, which fails the test that rendered it; production builds drop the check and
 * tailwind-merge with it.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== 'production') reportConflicts(classes);
  return classes;
}

/** Names each class tailwind-merge would drop from `classes`, and the later class that beats it. */
function reportConflicts(classes: string): void {
  const kept = new Set(twMerge(classes).split(' '));
  const list = classes.split(/\s+/).filter(Boolean);
  list.forEach((name, index) => {
    if (kept.has(name)) return;
    const winner = list.slice(index + 1).find((later) => twMerge(name, later) === later);
    console.error(
      `cn: "${name}" conflicts with "${winner}" in "${classes}"; the stylesheet's order, not the list's, decides which applies (ADR 0225)`,
    );
  });
}

/**
 * A kit part that is an element (a card's header) or a library's part (a dialog's title) and
 * nothing more: its `data-slot`, the kit's classes, then the caller's classes and props.
 */
export function slotted<Tag extends React.ElementType>(tag: Tag, slot: string, classes: string) {
  return ({ className, ...props }: React.ComponentProps<Tag> & { className?: string }) =>
    React.createElement(tag, { 'data-slot': slot, className: cn(classes, className), ...props });
}
