import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PhoneInput } from '../../../components/phone-input';
import { listTimeZoneChoices } from '../../../lib/time-zones';
import { genderOptions } from '../logic/profile-labels';
import type { ProfileFormValues } from '../logic/profile-form';

type EditProfileFieldsProps = {
  form: UseFormReturnType<ProfileFormValues>;
  /** The zone saved now, kept among the choices even when the spec's list lacks it. */
  savedTimeZone: string;
  disabled: boolean;
};

export function EditProfileFields({ form, savedTimeZone, disabled }: EditProfileFieldsProps) {
  const field = (name: keyof ProfileFormValues) => ({ ...form.getInputProps(name), disabled });
  const phone = form.getInputProps('phone_number');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First Name" autoComplete="given-name" required data-autofocus {...field('first_name')} />
        <TextInput label="Last Name" autoComplete="family-name" required {...field('last_name')} />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        description="A new address must be verified with a code we email to it."
        required
        {...field('email')}
      />
      <PhoneInput
        label="Phone Number"
        description="US and Canada numbers; leave empty for none"
        value={form.values.phone_number}
        onChange={(value) => form.setFieldValue('phone_number', value)}
        error={phone.error}
        onBlur={phone.onBlur}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect label="Gender" data={genderOptions} {...field('gender')} />
        <NativeSelect label="Time zone" data={listTimeZoneChoices(savedTimeZone)} {...field('timezone')} />
      </SimpleGrid>
    </>
  );
}
