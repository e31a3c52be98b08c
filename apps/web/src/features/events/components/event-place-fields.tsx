import { TextInput } from '@mantine/core';
import type { EventFieldsProps } from './form-types';

type EventPlaceFieldsProps = EventFieldsProps & { isAddressRequired: boolean };

/** Where: a place name and its address (required for an availability window). */
export function EventPlaceFields({ form, disabled, isAddressRequired }: EventPlaceFieldsProps) {
  return (
    <>
      <TextInput label="Location" maxLength={200} disabled={disabled} {...form.getInputProps('location')} />
      <TextInput
        label="Address"
        required={isAddressRequired}
        maxLength={500}
        disabled={disabled}
        {...form.getInputProps('location_address')}
      />
    </>
  );
}
