import * as icon from '@/lib/icons';

/**
 * The side menu's icons by name. The route table names them rather than importing them: it is in
 * every page's first download, /login's included (docs/engineering.md#budgets), the menu is not.
 */
export const MENU_ICONS = {
  dashboard: icon.DashboardIcon,
  user: icon.UserIcon,
  partner: icon.PartnerIcon,
  member: icon.MemberIcon,
  store: icon.StoreIcon,
  transaction: icon.TransactionIcon,
  list: icon.ListIcon,
  dispute: icon.DisputeIcon,
  wallet: icon.WalletIcon,
  project: icon.ProjectIcon,
  promo: icon.PromoIcon,
  creator: icon.CreatorIcon,
  event: icon.EventIcon,
  survey: icon.SurveyIcon,
  voucher: icon.VoucherIcon,
} as const satisfies Record<string, icon.IconComponent>;

export type MenuIconName = keyof typeof MENU_ICONS;
