import { Card, CardContent, CardHeader } from '@backoffice/ui';
import { useSession } from '@/lib/use-session';

export function MerchantHome() {
  const { role } = useSession();
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg">Dashboard Merchant</h2>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">Role: {role}</CardContent>
    </Card>
  );
}
