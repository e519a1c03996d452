import { useParams } from 'wouter';
import { parseRouteId } from '../url-state';

/** The route's `:id`, parsed once (url-state.ts): null when it names no record. */
export function useRecordId(): number | null {
  return parseRouteId(useParams<{ id?: string }>().id);
}
