import { type DisputeChatMessage, enumLabels } from '@backoffice/sdk';
import { cn, formatDateTime } from '@backoffice/ui';
import { labelOf } from '@/lib/enum-label';
import { messageParts } from '../lib/message-parts';

/**
 * What a party wrote, as text: markup shows as the characters typed, and only http(s) addresses
 * become links (opened in a new tab without access to this page).
 */
function MessageText({ message }: { message: string }) {
  return (
    <p className="whitespace-pre-line wrap-anywhere text-sm">
      {messageParts(message).map((part, index) =>
        index % 2 === 1 ? (
          <a
            // Parts of one message never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-link underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{part}</span>
        ),
      )}
    </p>
  );
}

/** One message of a dispute's chat: who (and as what), when, what, and its attachment. */
export function ChatMessage({ message }: { message: DisputeChatMessage }) {
  const fromAdmin = message.sender_role === 'admin';
  return (
    <li
      className={cn(
        'grid max-w-[min(36rem,100%)] gap-1.5 rounded-lg border p-3',
        message.sender_role === 'freelancer' && 'justify-self-end bg-muted',
        fromAdmin && 'justify-self-center border-primary/60 bg-info',
      )}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-medium text-sm">{message.sender_name}</span>
        <span className="text-muted-foreground">
          {labelOf(enumLabels.DisputeChatMessageSenderRole, message.sender_role)}
        </span>
        <time dateTime={message.created_at} className="text-muted-foreground">
          {formatDateTime(message.created_at)}
        </time>
      </div>
      <MessageText message={message.message} />
      {message.attachment_url === null ? null : (
        <a
          href={message.attachment_url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-link text-sm underline-offset-4 hover:underline"
        >
          Lihat lampiran
        </a>
      )}
    </li>
  );
}
