import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of the window form under its own heading, read out as a group by screen readers. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{
        legend: {
          fontWeight: 700,
          fontSize: 'var(--mantine-font-size-md)',
          color: 'var(--mantine-color-indigo-text)',
          marginBottom: 'var(--mantine-spacing-xs)',
        },
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
