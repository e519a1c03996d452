import { useParams } from 'wouter';
import { parseRouteId } from '../route-id';

/** The route's `:id`, parsed once (route-id.ts): null when it names no record. */
export function useRecordId(): number | null {
  return parseRouteId(useParams<{ id?: string }>().id);
}
