import {
  CreatorIcon,
  DashboardIcon,
  DisputeIcon,
  EventIcon,
  type IconComponent,
  ListIcon,
  MemberIcon,
  PartnerIcon,
  ProjectIcon,
  PromoIcon,
  StoreIcon,
  SurveyIcon,
  TransactionIcon,
  UserIcon,
  VoucherIcon,
  WalletIcon,
} from '@/lib/icons';

/**
 * The side menu's icons by name. The route table names them rather than importing them: it is in
 * every page's first download, /login's included (docs/engineering.md#budgets), the menu is not.
 */
export const MENU_ICONS = {
  dashboard: DashboardIcon,
  user: UserIcon,
  partner: PartnerIcon,
  member: MemberIcon,
  store: StoreIcon,
  transaction: TransactionIcon,
  list: ListIcon,
  dispute: DisputeIcon,
  wallet: WalletIcon,
  project: ProjectIcon,
  promo: PromoIcon,
  creator: CreatorIcon,
  event: EventIcon,
  survey: SurveyIcon,
  voucher: VoucherIcon,
} as const satisfies Record<string, IconComponent>;

export type MenuIconName = keyof typeof MENU_ICONS;
