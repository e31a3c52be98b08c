// The form that changes one date of a series (spec §2 "Update This Instance"), as availability
// windows and working hours both draw it: what the series is, that only this date changes, the
// date, the times, and the form's own actions. The values live in Mantine's useForm in each form.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { ErrorAlert } from '../../../components/status-alerts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { TimeRangeFields } from './time-range-fields';

export type OneDateValues = { instance_date: string; start_time: string; end_time: string };

/**
 * Sets several fields at once; each one's error clears (the person is fixing it) and the others'
 * stay until the next check. (useForm's setValues would clear every error.)
 */
export function setOneDateFields<Values extends OneDateValues>(
  form: UseFormReturnType<Values>,
  changes: Partial<Values>,
) {
  for (const [field, value] of Object.entries(changes)) form.setFieldValue(field as never, value as never);
}

/** A one-date form's state: its values and field errors (Mantine's useForm), and the message above them. */
export function useOneDateForm<Values extends OneDateValues>(initialValues: () => Values) {
  const [initial] = useState(initialValues);
  const form = useForm<Values>({ mode: 'controlled', initialValues: initial });
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [error, setError] = useState<string | null>(null);

  /** Shows the problems found (none clears them); true when there are none. */
  function accept(problems: Record<string, string>): boolean {
    form.setErrors(problems);
    setError(null);
    if (Object.keys(problems).length === 0) return true;
    focusFirstInvalid();
    return false;
  }

  /** A failed call: its message above the fields, and the fields' own errors in them. */
  function fail(message: string, fieldErrors: Record<string, string>, { focus = true } = {}) {
    setError(message);
    form.setErrors(fieldErrors);
    if (focus) focusFirstInvalid();
  }

  return { form, values: form.getValues(), formRef, error, setError, accept, fail, focusFirstInvalid };
}

export type OneDateFormState<Values extends OneDateValues> = ReturnType<typeof useOneDateForm<Values>>;

type OneDateFormProps<Values extends OneDateValues> = {
  state: OneDateFormState<Values>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The series: its name, and when it usually is. */
  name: string;
  usually: string;
  /** What the other dates keep. */
  note: string;
  onDateChange: (date: string) => void;
  /** Fields between the date and the times (working hours' "Not working on this date"). */
  afterDate?: ReactNode;
  showTimes?: boolean;
  disabled: boolean;
  /** The buttons under the fields. */
  actions: ReactNode;
  /** What the form holds besides its fields (a confirmation dialog). */
  children?: ReactNode;
};

export function OneDateForm<Values extends OneDateValues>(props: OneDateFormProps<Values>) {
  const {
    state,
    onSubmit,
    name,
    usually,
    note,
    onDateChange,
    afterDate,
    showTimes = true,
    disabled,
    actions,
    children,
  } = props;
  const { form, formRef, error, values } = state;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Paper withBorder radius="md" p="sm" bg="var(--ht-color-subtle)">
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {usually}
          </Text>
        </Paper>
        <Text size="sm">{note}</Text>
        <TextInput
          type="date"
          label="Date"
          required
          data-autofocus
          value={values.instance_date}
          onChange={(event) => onDateChange(event.currentTarget.value)}
          error={form.errors.instance_date}
          disabled={disabled}
        />
        {afterDate}
        {showTimes && (
          <TimeRangeFields
            startTime={values.start_time}
            endTime={values.end_time}
            onStartTimeChange={(value) => form.setFieldValue('start_time' as never, value as never)}
            onEndTimeChange={(value) => form.setFieldValue('end_time' as never, value as never)}
            startError={form.errors.start_time}
            endError={form.errors.end_time}
            disabled={disabled}
          />
        )}
        {actions}
      </Stack>
      {children}
    </form>
  );
}
