import { Stack, Text, Title } from '@mantine/core';
import { splitSections } from '@hangtime/core/legal/schemas';

/** A document's numbered sections; each section's first line is its heading. */
export function LegalSections({ content, headingOrder = 2 }: { content: string; headingOrder?: 2 | 3 }) {
  const sections = splitSections(content);
  if (sections.length === 0) return <Text c="dimmed">This document is empty.</Text>;
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <section key={`${index}-${section.heading}`}>
          <Title order={headingOrder} size="h4" mb={4}>
            {section.heading}
          </Title>
          {section.body && (
            <Text style={{ whiteSpace: 'pre-line' }} lh={1.6}>
              {section.body}
            </Text>
          )}
        </section>
      ))}
    </Stack>
  );
}
