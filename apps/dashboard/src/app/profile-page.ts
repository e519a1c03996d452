import { lazyPage, pageByRole } from './lazy-page';
import { PROFILE_FEATURES } from './profile-features';

/**
 * `/edit`: the signed-in user's own profile, in the variant of their role. The app layer composes
 * features (they never import each other); each variant is its own chunk.
 */
export const ProfilePage = pageByRole(PROFILE_FEATURES, {
  profile: lazyPage(() => import('@/features/profile/profile-page'), 'ProfilePage', {
    queries: () => import('@/features/profile/page-queries').then((m) => m.profilePageQueries),
  }),
  'merchant-profile': lazyPage(
    () => import('@/features/merchant-profile/merchant-profile-page'),
    'MerchantProfilePage',
    {
      queries: () =>
        import('@/features/merchant-profile/page-queries').then(
          (m) => m.merchantProfilePageQueries,
        ),
    },
  ),
});
