import type { DisputeChatMessage } from '@backoffice/sdk';
import { PageHeader, Skeleton } from '@backoffice/ui';
import { BackLink } from '@/lib/back-link';
import { DescribedRecord } from '@/lib/record/described-record';
import { useRecordId } from '@/lib/record/use-record-id';
import { ChatMessage } from './components/chat-message';
import { disputeChatRecord } from './dispute-record';
import { disputePaths } from './paths';

function Chat({ messages }: { messages: readonly DisputeChatMessage[] }) {
  if (messages.length === 0) {
    return (
      <p className="rounded-xl border bg-card p-6 text-muted-foreground text-sm">
        Belum ada pesan di sengketa ini.
      </p>
    );
  }
  // The page scrolls, not a box within it: a long history reads (and finds, and prints) as one
  // column, on a phone too.
  return (
    <section aria-label="Riwayat chat" className="rounded-xl border bg-card p-4">
      <ol className="grid gap-3">
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} />
        ))}
      </ol>
    </section>
  );
}

/**
 * `/dispute/chat/:id`: what the parties (and the admin) wrote, oldest first. Without an id there
 * is no chat to show: the not-found state leads back to the list.
 */
export function DisputeChatPage() {
  const id = useRecordId();
  return (
    <DescribedRecord
      header={
        <PageHeader
          description="Percakapan klien, freelancer, dan admin, dari yang paling lama."
          actions={
            id === null ? null : <BackLink href={disputePaths.detail(id)} place="detail sengketa" />
          }
        />
      }
      record={disputeChatRecord}
      loading={<Skeleton radius="xl" className="h-96 w-full" />}
    >
      {(answer) => <Chat messages={answer.data} />}
    </DescribedRecord>
  );
}
