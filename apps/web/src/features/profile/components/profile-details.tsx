import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '@hangtime/core/auth/user';
import type { ReactNode } from 'react';
import { formatPhoneForDisplay, genderLabels } from '../logic/profile-labels';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

function NotGiven() {
  return (
    <Text span c="dimmed" fw={400}>
      Not provided
    </Text>
  );
}

/** The person's details as a description list: name, email and its state, phone, gender, zone. */
export function ProfileDetails({ user }: { user: User }) {
  const phone = formatPhoneForDisplay(user.phone_number);
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, sm: 2 }}
      spacing="lg"
      verticalSpacing="md"
      m={0}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Detail label="Name">{`${user.first_name} ${user.last_name}`}</Detail>
      <Detail label="Email">
        <Group component="span" gap="xs">
          <span>{user.email}</span>
          {user.email_verified ? (
            <Badge size="sm" color="green" variant="light">
              Verified
            </Badge>
          ) : (
            <Badge size="sm" color="orange" variant="light">
              Unverified
            </Badge>
          )}
        </Group>
      </Detail>
      <Detail label="Phone">{phone ?? <NotGiven />}</Detail>
      <Detail label="Gender">{user.gender ? genderLabels[user.gender] : <NotGiven />}</Detail>
      <Detail label="Time zone">{user.timezone}</Detail>
    </SimpleGrid>
  );
}
