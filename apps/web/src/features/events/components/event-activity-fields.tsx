import { Select, Text } from '@mantine/core';
import { useActivityCategoriesQuery } from '../../preferences';
import { offeredActivityTypes, toActivityCategoryOptions } from '../logic/activity-options';
import { eventsScreenMessages } from '../logic/events-messages';
import type { EventFieldsProps } from './form-types';

// A load failure is no invalid value: it shows under the field as its description (linked to the
// input), not as an error that would mark the field aria-invalid and draw the form's focus.
const failureStyles = { description: { color: 'var(--mantine-color-error)' } };

/** The optional activity classification: a category, then one of its types the user does not dislike. */
export function EventActivityFields({ form, disabled }: EventFieldsProps) {
  const activityCategories = useActivityCategoriesQuery();
  const categories = activityCategories.data ?? [];
  const { activity_category_id: categoryId, activity_subcategory_id: typeId } = form.values;
  const chosen = categories.find((category) => String(category.id) === categoryId);
  const types = offeredActivityTypes(chosen, typeId);

  function changeCategory(value: string | null) {
    form.setFieldValue('activity_category_id', value ?? '');
    // A type belongs to its category: a new category starts without one.
    form.setFieldValue('activity_subcategory_id', '');
  }

  return (
    <>
      <Select
        label="Activity category"
        placeholder={activityCategories.isPending ? 'Loading activity categories…' : 'Optional'}
        data={toActivityCategoryOptions(categories)}
        value={categoryId || null}
        onChange={changeCategory}
        clearable
        searchable
        disabled={disabled || !activityCategories.isSuccess}
        description={activityCategories.isError ? eventsScreenMessages.activityCategoriesFailed : undefined}
        inputWrapperOrder={['label', 'input', 'description']}
        styles={activityCategories.isError ? failureStyles : undefined}
      />
      {chosen &&
        (types.length > 0 ? (
          <Select
            label="Activity type"
            placeholder="Optional"
            data={types}
            value={typeId || null}
            onChange={(value) => form.setFieldValue('activity_subcategory_id', value ?? '')}
            clearable
            searchable
            disabled={disabled}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {eventsScreenMessages.noActivityTypes}
          </Text>
        ))}
    </>
  );
}
