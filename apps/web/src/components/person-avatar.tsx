import type { ReactNode } from 'react';
import { Avatar, Group, Stack, type AvatarProps } from '@mantine/core';
import { avatarColor, personInitials } from './person-initials';

type PersonAvatarProps = {
  /** The full name, or the address when no name is known (a request sent to an email or phone). */
  name: string;
  /** What keeps the colour stable (a user id); the name when there is none. */
  colorKey?: string;
  size?: AvatarProps['size'];
};

/**
 * A person's initials in a circle of their own colour. Decorative: the name is always written
 * beside it, so screen readers skip it.
 */
export function PersonAvatar({ name, colorKey, size = 'md' }: PersonAvatarProps) {
  return (
    <Avatar color={avatarColor(colorKey ?? name)} variant="filled" radius="xl" size={size} aria-hidden="true">
      {personInitials(name)}
    </Avatar>
  );
}

type WithAvatarProps = PersonAvatarProps & { children: ReactNode };

/** A person's details (name, address, date) with their avatar on the left. */
export function WithAvatar({ children, ...avatar }: WithAvatarProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <PersonAvatar {...avatar} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
    </Group>
  );
}
