import { isApiError } from '@backoffice/sdk';
import { Button, PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { Link, useParams } from 'wouter';
import { listHref } from '@/lib/list-return';
import { parseRouteId } from '@/lib/route-id';
import { useDisputeChat } from './api/get-dispute-chat';
import { ChatMessage } from './components/chat-message';
import { DisputeNotFound } from './components/dispute-not-found';
import { disputePaths } from './paths';

function Chat({ id }: { id: number }) {
  const chat = useDisputeChat(id);
  if (isApiError(chat.error) && chat.error.status === 404) {
    return <DisputeNotFound listHref={listHref(disputePaths.list)} />;
  }
  return (
    <QueryState query={chat} loading={<Skeleton className="h-96 w-full rounded-xl" />}>
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="rounded-xl border bg-card p-6 text-muted-foreground text-sm">
            Belum ada pesan di sengketa ini.
          </p>
        ) : (
          // The page scrolls, not a box within it: a long history reads (and finds, and prints)
          // as one column, on a phone too.
          <section aria-label="Riwayat chat" className="rounded-xl border bg-card p-4">
            <ol className="grid gap-3">
              {answer.data.map((message) => (
                <ChatMessage key={message.id} message={message} />
              ))}
            </ol>
          </section>
        )
      }
    </QueryState>
  );
}

/**
 * `/dispute/chat/:id`: what the parties (and the admin) wrote, oldest first. Without an id there
 * is no chat to show: the not-found state leads back to the list.
 */
export function DisputeChatPage() {
  const id = parseRouteId(useParams<{ id?: string }>().id);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Chat Dispute"
        description="Percakapan klien, freelancer, dan admin, dari yang paling lama."
        actions={
          id === null ? null : (
            <Button variant="outline" asChild>
              <Link href={disputePaths.detail(id)}>Ke detail sengketa</Link>
            </Button>
          )
        }
      />
      {id === null ? (
        <DisputeNotFound listHref={listHref(disputePaths.list)} />
      ) : (
        <Chat key={id} id={id} />
      )}
    </div>
  );
}
