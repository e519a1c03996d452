import { type IconProps, icon } from '@backoffice/ui';
import type * as React from 'react';

export type IconComponent = (props: IconProps) => React.ReactElement;

// The dashboard's own icons (menu entries, figures, top bar), drawn in the design system's one
// icon frame at the menu's 20px.

export const DashboardIcon = icon(
  20,
  <rect x="3" y="3" width="7" height="9" rx="1" />,
  <rect x="14" y="3" width="7" height="5" rx="1" />,
  <rect x="14" y="12" width="7" height="9" rx="1" />,
  <rect x="3" y="16" width="7" height="5" rx="1" />,
);

export const UserIcon = icon(
  20,
  <circle cx="12" cy="8" r="4" />,
  <path d="M4 21a8 8 0 0 1 16 0" />,
);

export const PartnerIcon = icon(
  20,
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
  <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />,
  <path d="M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />,
);

export const MemberIcon = icon(
  20,
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <circle cx="9" cy="11" r="2.5" />,
  <path d="M5.5 17a3.5 3.5 0 0 1 7 0" />,
  <path d="M15 10h3M15 14h3" />,
);

export const StoreIcon = icon(
  20,
  <path d="M3 9 4.5 4h15L21 9" />,
  <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />,
  <path d="M5 12v8h14v-8" />,
  <path d="M10 20v-5h4v5" />,
);

export const TransactionIcon = icon(
  20,
  <path d="M7 4 3 8l4 4" />,
  <path d="M3 8h14" />,
  <path d="m17 20 4-4-4-4" />,
  <path d="M21 16H7" />,
);

export const ListIcon = icon(
  20,
  <path d="M9 6h11M9 12h11M9 18h11" />,
  <path d="M4 6h.01M4 12h.01M4 18h.01" />,
);

export const DisputeIcon = icon(
  20,
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12z" />,
  <path d="M12 8v4M12 16h.01" />,
);

export const WalletIcon = icon(
  20,
  <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />,
  <path d="M16 14h.01" />,
);

export const ProjectIcon = icon(
  20,
  <rect x="3" y="7" width="18" height="13" rx="2" />,
  <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
  <path d="M3 13h18" />,
);

export const PromoIcon = icon(
  20,
  <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />,
  <path d="M15.5 8.5a5 5 0 0 1 0 7" />,
  <path d="M18.5 5.5a9 9 0 0 1 0 13" />,
);

export const CreatorIcon = icon(
  20,
  <path d="M12 3 14.6 8.3 20.5 9.2 16.2 13.3 17.2 19.2 12 16.4 6.8 19.2 7.8 13.3 3.5 9.2 9.4 8.3z" />,
);

export const EventIcon = icon(
  20,
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M8 3v4M16 3v4M3 10h18" />,
  <path d="M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" />,
);

export const SurveyIcon = icon(
  20,
  <rect x="5" y="3" width="14" height="18" rx="2" />,
  <path d="M9 3v2h6V3" />,
  <path d="m9 12 2 2 4-4" />,
  <path d="M9 17h6" />,
);

export const VoucherIcon = icon(
  20,
  <path d="M3 8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4z" />,
  <path d="M14 6v2M14 11v2M14 16v2" />,
);

export const MenuIcon = icon(20, <path d="M4 6h16M4 12h16M4 18h16" />);

export const SunIcon = icon(
  20,
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
);

export const MoonIcon = icon(
  20,
  <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />,
);

export const LogoutIcon = icon(
  20,
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
  <path d="m16 17 5-5-5-5" />,
  <path d="M21 12H9" />,
);

export const SearchIcon = icon(20, <circle cx="11" cy="11" r="7" />, <path d="m20 20-4-4" />);

/** Two overlapping sheets: copy (16px, in a row's icon button). */
export const CopyIcon = icon(
  16,
  <rect x="9" y="9" width="12" height="12" rx="2" />,
  <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />,
);
