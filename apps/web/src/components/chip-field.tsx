import { useId, type ReactNode } from 'react';
import { Input, Stack } from '@mantine/core';

type ChipFieldProps = { label: string; description?: string; error?: ReactNode; children: ReactNode };

/** A labelled group of chips (each chip a checkbox), named for screen readers as one question. */
export function ChipField({ label, description, error, children }: ChipFieldProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy || undefined}>
      <div>
        <Input.Label id={`${id}-label`} labelElement="div">
          {label}
        </Input.Label>
        {description && <Input.Description id={`${id}-description`}>{description}</Input.Description>}
      </div>
      {children}
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </Stack>
  );
}
