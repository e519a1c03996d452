import { Card, CardContent, CardHeader } from '@backoffice/ui';
import { useSession } from '@/lib/use-session';

export function AdminDashboard() {
  const { role } = useSession();
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg">Dashboard Admin</h2>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">Role: {role}</CardContent>
    </Card>
  );
}
