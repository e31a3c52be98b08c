import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { CalendarIcon } from './icons';

/** The Hangtime wordmark, linking home. */
export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <UnstyledButton component={Link} to={paths.home} onClick={onClick} aria-label="Hangtime home">
      <Group gap={8} wrap="nowrap">
        <CalendarIcon size={24} color="var(--mantine-color-indigo-text)" />
        <Text fw={800} size="xl" c="indigo" style={{ letterSpacing: '-0.02em' }}>
          Hangtime
        </Text>
      </Group>
    </UnstyledButton>
  );
}
