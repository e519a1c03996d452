import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './session';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, readSession);
}
