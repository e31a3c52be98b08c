import type { UseFormReturnType } from '@mantine/form';
import type { EventFormValues } from '../logic/event-form-values';

/** What every field group of the modal receives. */
export type EventFieldsProps = { form: UseFormReturnType<EventFormValues>; disabled: boolean };
