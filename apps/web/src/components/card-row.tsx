// A list row drawn as a bordered card, and the Edit and Delete buttons such rows carry.
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type CardRowProps = {
  children: ReactNode;
  actions: ReactNode;
  /** 'flex-start' keeps the actions at the top beside tall details. */
  align?: 'center' | 'flex-start';
  /** How wide the details may shrink before the actions wrap below them (a CSS length). */
  detailsWidth?: string;
};

/** One item of a PlainList as a card: its details on the left, its actions on the right. */
export function CardRow({ children, actions, align = 'center', detailsWidth = '14rem' }: CardRowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align={align} gap="sm">
        <Stack gap={2} style={{ flex: `1 1 ${detailsWidth}`, minWidth: 0, overflowWrap: 'anywhere' }}>
          {children}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}

type EditDeleteButtonsProps = {
  /** Names the item in each button's accessible name: "Edit {itemLabel}", "Delete {itemLabel}". */
  itemLabel: string;
  onEdit: () => void;
  /** Should ask first; the list owns the dialog. */
  onDelete: () => void;
  isDeleteDisabled: boolean;
};

/** A row's Edit and Delete, each named for the item it acts on. */
export function EditDeleteButtons({ itemLabel, onEdit, onDelete, isDeleteDisabled }: EditDeleteButtonsProps) {
  return (
    <>
      <Button size="sm" variant="default" onClick={onEdit} aria-label={`Edit ${itemLabel}`}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="subtle"
        color="red"
        onClick={onDelete}
        disabled={isDeleteDisabled}
        aria-label={`Delete ${itemLabel}`}
      >
        Delete
      </Button>
    </>
  );
}
