// Skeleton: the profile helper builds this page.
export function ProfilePage() {
  return null;
}
