import { describeListQuery } from '@/lib/list/list-description';

/**
 * The first query of one event's participants (`/event/detail/:id`): the operation, their URL
 * state beside the page's own (`participant_…`) and the event. Apart from the columns
 * (participant-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export function participantListQuery(eventId: number) {
  return describeListQuery({
    operation: 'listEventParticipants',
    prefix: 'participant_',
    scope: { event_id: eventId },
  });
}
