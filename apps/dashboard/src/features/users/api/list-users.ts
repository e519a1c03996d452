import { listKeyOf } from '@/lib/list/list-query';

/** Every page of the users' list, whatever its search and filter: what a change refetches. */
export const USER_LISTS = [listKeyOf('listUsers')];
