// Which cache events mean the person's setup may have changed, so the setup checks run again.
import type { MutationCacheNotifyEvent, QueryCacheNotifyEvent, QueryKey } from '@tanstack/react-query';

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

export const shouldRecheck = {
  /** Any change saved on the server: a friend, a window or a rating may now be in place. */
  afterMutation(event: MutationCacheNotifyEvent): boolean {
    return event.type === 'updated' && event.action.type === 'success';
  },
  /** A fresh answer for the bell: it may say a friend request was accepted. */
  afterQuery(event: QueryCacheNotifyEvent, bellKey: QueryKey): boolean {
    return event.type === 'updated' && event.action.type === 'success' && startsWith(event.query.queryKey, bellKey);
  },
};
