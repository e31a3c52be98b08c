import { Center, Loader } from '@mantine/core';

/** The spinner a screen shows while it waits for what it needs (auth check, lazy page). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
