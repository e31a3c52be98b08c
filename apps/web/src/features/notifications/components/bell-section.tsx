import { useId, type ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import type { BellItem } from '../logic/bell-items';
import { BellItemLink } from './bell-item-link';

type BellSectionProps = {
  title: string;
  items: BellItem[];
  icon: ReactNode;
  now: Date;
  onSelect: (item: BellItem) => void;
};

/** A titled group of the bell's items; nothing at all when it has none. */
export function BellSection({ title, items, icon, now, onSelect }: BellSectionProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} py={4}>
      <Text component="h3" id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4} m={0}>
        {title}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.key}>
            <BellItemLink item={item} icon={icon} now={now} onSelect={onSelect} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
