import { TextInput, type TextInputProps } from '@mantine/core';
import { formatUsPhone } from '@hangtime/core/validation/contact';
import { PHONE_EXAMPLE } from '../lib/phone-example';

type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A US/Canada number, formatted 201-555-0123 as it is typed (at most 12 characters). There is
 * deliberately no maxLength: the browser would cut a pasted "+1 212-555-0100" to its first 12
 * characters before the formatter could drop the country code.
 * It suggests the person's own number (autoComplete "tel-national"); pass autoComplete="off"
 * where the number is someone else's. Label, description, placeholder and the rest pass through.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { value, onChange, autoComplete = 'tel-national', placeholder = PHONE_EXAMPLE, ...rest } = props;
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      leftSection="+1"
      value={value}
      onChange={(event) => onChange(formatUsPhone(event.currentTarget.value))}
      {...rest}
    />
  );
}
