import { useId, type ReactNode } from 'react';
import { Input, Stack, Text } from '@mantine/core';

type ChipFieldProps = { label: string; error?: ReactNode; children: ReactNode };

/** A labelled group of chips (each a checkbox), named for screen readers as one question. */
export function ChipField({ label, error, children }: ChipFieldProps) {
  const id = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Text id={`${id}-label`} size="sm" fw={500}>
        {label}
      </Text>
      {children}
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </Stack>
  );
}
