import { useSession } from '@/lib/use-session';
import { type LazyPage, lazyPage } from './lazy-page';
import { PROFILE_FEATURES, type ProfileFeature } from './profile-features';

// The app layer composes features (they never import each other); each variant is its own chunk.
const PAGES: Record<ProfileFeature, LazyPage> = {
  profile: lazyPage(() => import('@/features/profile/profile-page'), 'ProfilePage'),
  'merchant-profile': lazyPage(
    () => import('@/features/merchant-profile/merchant-profile-page'),
    'MerchantProfilePage',
  ),
};

/** `/edit`: the signed-in user's own profile, in the variant of their role. */
export function ProfilePage() {
  const { role } = useSession();
  // The signed-in guard lets no session without a known role reach this page.
  if (role === null) return null;
  const Page = PAGES[PROFILE_FEATURES[role]];
  return <Page />;
}
