import { Select, Textarea, TextInput } from '@mantine/core';
import type { CategoryView } from '@hangtime/core/events/schemas';
import { isPersonalCategory } from '../logic/save-target';
import { EventActivityFields } from './event-activity-fields';
import type { EventFieldsProps } from './form-types';

type EventDetailsFieldsProps = EventFieldsProps & { categories: CategoryView[] };

/** What the event is: title, category, activity (not for the personal categories) and description. */
export function EventDetailsFields({ form, disabled, categories }: EventDetailsFieldsProps) {
  const options = categories.map((category) => ({ value: String(category.id), label: category.name }));
  const categoryName = categories.find((category) => String(category.id) === form.values.category_id)?.name;

  function changeCategory(value: string | null) {
    form.setFieldValue('category_id', value ?? '');
    // The personal categories take no participants (spec §5).
    const name = categories.find((category) => String(category.id) === value)?.name;
    if (isPersonalCategory(name)) form.setFieldValue('participant_ids', []);
  }

  return (
    <>
      <TextInput
        label="Title"
        required
        maxLength={200}
        disabled={disabled}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Select
        label="Category"
        required
        data={options}
        allowDeselect={false}
        disabled={disabled}
        {...form.getInputProps('category_id')}
        onChange={changeCategory}
      />
      {!isPersonalCategory(categoryName) && <EventActivityFields form={form} disabled={disabled} />}
      <Textarea
        label="Description"
        rows={3}
        maxLength={5000}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
    </>
  );
}
