// Whether this device takes push notifications, and turning it on or off (lib/push/device-push.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  readDevicePushState,
  turnOffDevicePush,
  turnOnDevicePush,
  type DevicePushState,
} from '../../../lib/push/device-push';

const deviceKey = ['push', 'device'] as const;

const devicePushStateQueryOptions = queryOptions({
  queryKey: deviceKey,
  queryFn: () => readDevicePushState(),
  // The browser's own state, not the server's: read again when the page is, never retried.
  retry: false,
  staleTime: 0,
});

export const useDevicePushState = () => useQuery(devicePushStateQueryOptions);

export function useSwitchDevicePushMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isOn: boolean): Promise<DevicePushState> => {
      if (isOn) await turnOnDevicePush();
      else await turnOffDevicePush();
      return isOn ? 'on' : 'off';
    },
    onSuccess: (state) => queryClient.setQueryData(deviceKey, state),
    onError: () => void queryClient.invalidateQueries({ queryKey: deviceKey }),
  });
}
