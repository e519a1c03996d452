import { slotted } from '../lib/cn';

/**
 * A card's inner padding is the forms' own (`p-5 sm:p-6`), so the labels of stacked cards and
 * forms line up (/edit: the profile form above the password and bank cards).
 */
export const Card = slotted(
  'div',
  'card',
  'flex flex-col gap-4 rounded-xl border bg-card py-5 sm:py-6 text-card-foreground shadow-sm',
);
export const CardHeader = slotted(
  'div',
  'card-header',
  'grid auto-rows-min items-start gap-1.5 px-5 sm:px-6',
);
export const CardTitle = slotted('h3', 'card-title', 'font-semibold text-base leading-none');
export const CardDescription = slotted('p', 'card-description', 'text-muted-foreground text-sm');
export const CardContent = slotted('div', 'card-content', 'px-5 sm:px-6');
