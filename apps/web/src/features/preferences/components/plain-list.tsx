import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list without bullets that keeps its list semantics in every screen reader. */
export function PlainList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" role="list" aria-label={label} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
