import { Accordion, Stack, Text } from '@mantine/core';
import type { ActivityCategoryView, Rating } from '@hangtime/core/preferences/schemas';
import { PlainList } from '../../../components/list-states';
import { preferencesMessages } from '../logic/preferences-messages';
import { PreferenceRow } from './preference-row';

type CategoryAccordionProps = {
  categories: ActivityCategoryView[];
  onRate: (category: ActivityCategoryView, subtypeId: number, rating: Rating) => void;
  failureFor: (subtypeId: number) => string | null;
};

function describeCounts(category: ActivityCategoryView): string {
  const liked = category.subcategories.filter((item) => item.rating === 'like').length;
  const disliked = category.subcategories.filter((item) => item.rating === 'dislike').length;
  if (liked === 0 && disliked === 0) return 'Not rated yet';
  return `${liked} liked · ${disliked} disliked`;
}

/** One panel per category, the first open; each lists its activities to rate. */
export function CategoryAccordion({ categories, onRate, failureFor }: CategoryAccordionProps) {
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      order={3}
      defaultValue={categories.slice(0, 1).map((category) => String(category.id))}
    >
      {categories.map((category) => (
        <Accordion.Item key={category.id} value={String(category.id)}>
          <Accordion.Control>
            <Stack gap={0}>
              <Text fw={600}>{category.name}</Text>
              <Text size="xs" c="dimmed">
                {category.description} · {describeCounts(category)}
              </Text>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            {category.subcategories.length === 0 ? (
              <Text size="sm" c="dimmed">
                {preferencesMessages.noSubcategories}
              </Text>
            ) : (
              <PlainList label={`${category.name} activities`} gap={0}>
                {category.subcategories.map((subcategory) => (
                  <PreferenceRow
                    key={subcategory.id}
                    name={subcategory.name}
                    rating={subcategory.rating}
                    onRate={(rating) => onRate(category, subcategory.id, rating)}
                    error={failureFor(subcategory.id)}
                  />
                ))}
              </PlainList>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
