import { SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { LocationFormValues } from '../logic/location-form';
import { TransportationChips } from './transportation-chips';

type LocationFormFieldsProps = { form: UseFormReturnType<LocationFormValues>; disabled: boolean };

/** Every input of the saved-location form; required ones carry the asterisk. */
export function LocationFormFields({ form, disabled }: LocationFormFieldsProps) {
  const field = (name: keyof LocationFormValues) => ({ ...form.getInputProps(name), disabled });
  return (
    <>
      <TextInput
        label="Location name"
        placeholder="Home, Work, Gym…"
        required
        data-autofocus
        {...field('location_name')}
      />
      <TextInput label="Street address" autoComplete="address-line1" required {...field('street_address')} />
      <TextInput
        label="Address line 2"
        description="Apartment, suite, floor (optional)"
        autoComplete="address-line2"
        {...field('address_line_2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="City" autoComplete="address-level2" required {...field('city')} />
        <TextInput label="State/province" autoComplete="address-level1" required {...field('state_province')} />
        <TextInput label="Postal code" autoComplete="postal-code" required {...field('postal_code')} />
        <TextInput label="Country" autoComplete="country-name" {...field('country')} />
      </SimpleGrid>
      <Textarea label="Description" description="Optional, e.g. which door to use" rows={3} {...field('description')} />
      <TransportationChips
        value={form.values.transportation_options}
        onChange={(value) => form.setFieldValue('transportation_options', value)}
        disabled={disabled}
      />
      <Switch
        label="Set as default"
        description="Used for travel times when a plan names no other place"
        {...form.getInputProps('is_default', { type: 'checkbox' })}
        disabled={disabled}
      />
      <Switch
        label="Happy to host hangouts here"
        description="If this is your default location, Hangtime may plan hangouts here when no venue suits everyone. Friends invited to a hangout here will see this address."
        {...form.getInputProps('happy_to_host', { type: 'checkbox' })}
        disabled={disabled}
      />
    </>
  );
}
