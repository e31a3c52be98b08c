import { TextInput, type TextInputProps } from '@mantine/core';

export const CODE_LENGTH = 6;

/** Keeps only digits, at most six (spec §5). */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

type CodeInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The six-digit code from an email; pasting "123 456" or "123-456" also works. */
export function CodeInput({ value, onChange, label = 'Verification Code', ...props }: CodeInputProps) {
  return (
    <TextInput
      label={label}
      placeholder="123456"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH + 2}
      value={value}
      onChange={(event) => onChange(sanitizeCode(event.currentTarget.value))}
      styles={{ input: { letterSpacing: '0.4em', fontSize: '1.25rem', textAlign: 'center' } }}
      {...props}
    />
  );
}
