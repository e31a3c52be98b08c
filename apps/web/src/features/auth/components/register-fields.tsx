import { NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { genders } from '@hangtime/core/auth/schemas';
import { getTodayIsoDate } from '../../../lib/datetime';
import type { RegisterFormValues } from '../logic/register-validation';
import { PhoneInput } from '../../../components/phone-input';

const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

const genderOptions = [
  { value: '', label: 'Select (optional)' },
  ...genders.map((gender) => ({ value: gender, label: genderLabels[gender] })),
];

type RegisterFieldsProps = { form: UseFormReturnType<RegisterFormValues> };

/** Every input of the Create Account form except the promo code. */
export function RegisterFields({ form }: RegisterFieldsProps) {
  const phone = form.getInputProps('phone_number');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First Name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
        <TextInput label="Last Name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        {...form.getInputProps('email')}
      />
      <PhoneInput
        label="Phone Number"
        description="US and Canada numbers"
        required
        value={form.values.phone_number}
        onChange={(value) => form.setFieldValue('phone_number', value)}
        error={phone.error}
        onBlur={phone.onBlur}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          description="Type it once more"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm_password')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Date of Birth"
          description="You must be 18 or older"
          type="date"
          autoComplete="bday"
          max={getTodayIsoDate()}
          required
          {...form.getInputProps('birthday')}
        />
        <NativeSelect label="Gender" description="Optional" data={genderOptions} {...form.getInputProps('gender')} />
      </SimpleGrid>
    </>
  );
}
