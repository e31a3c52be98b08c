import { TextInput, type TextInputProps } from '@mantine/core';
import { formatUsPhone } from '@hangtime/core/validation/index';

type ProfilePhoneInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A US/Canada number formatted 555-123-4567 as it is typed, like the registration form's field
 * (in the auth feature, which this one may not import): both format with core's formatUsPhone.
 * No maxLength, so a pasted "+1 212-555-0100" loses its country code rather than its last digit.
 */
export function ProfilePhoneInput({ value, onChange, ...props }: ProfilePhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="555-123-4567"
      leftSection="+1"
      value={value}
      onChange={(event) => onChange(formatUsPhone(event.currentTarget.value))}
      {...props}
    />
  );
}
