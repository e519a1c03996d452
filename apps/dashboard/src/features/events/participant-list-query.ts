import { describeListQuery } from '@/lib/list/list-description';

/**
 * The first query of one event's participants, their URL state beside the page's own
 * (`participant_…`); apart from its columns: page-queries.ts asks for rows without a cell.
 */
export function participantListQuery(eventId: number) {
  return describeListQuery({
    operation: 'listEventParticipants',
    prefix: 'participant_',
    scope: { event_id: eventId },
  });
}
