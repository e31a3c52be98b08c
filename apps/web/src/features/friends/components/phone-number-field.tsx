import { TextInput, type TextInputProps } from '@mantine/core';
import { formatUsPhone } from '@hangtime/core/validation/index';

type PhoneNumberFieldProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A US/Canada number formatted 555-123-4567 as it is typed. Same behaviour as the registration
 * form's field, which lives in the auth feature and may not be imported from here; without a
 * maxLength, so a pasted "+1 212-555-0100" loses its country code rather than its last digit.
 */
export function PhoneNumberField({ value, onChange, ...props }: PhoneNumberFieldProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder="555-123-4567"
      leftSection="+1"
      value={value}
      onChange={(event) => onChange(formatUsPhone(event.currentTarget.value))}
      {...props}
    />
  );
}
