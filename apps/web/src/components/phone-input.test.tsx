import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

function ControlledPhone({ autoComplete }: { autoComplete?: string }) {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone Number" value={value} onChange={setValue} autoComplete={autoComplete} />;
}

const renderPhone = (autoComplete?: string) => {
  render(
    <MantineProvider env="test">
      <ControlledPhone autoComplete={autoComplete} />
    </MantineProvider>,
  );
  return screen.getByLabelText('Phone Number') as HTMLInputElement;
};

describe('PhoneInput', () => {
  it('sets no native maxLength, which would cut a pasted number before it is formatted', () => {
    expect(renderPhone().hasAttribute('maxlength')).toBe(false);
  });

  it("offers the person's own number, unless told the number is someone else's", () => {
    expect(renderPhone().getAttribute('autocomplete')).toBe('tel-national');
  });

  it('keeps the autocomplete it is given', () => {
    expect(renderPhone('off').getAttribute('autocomplete')).toBe('off');
  });

  it.each([
    ['+1 212-555-0100', '212-555-0100'],
    ['12125550100', '212-555-0100'],
    ['(212) 555-0100', '212-555-0100'],
  ])('formats the pasted %j as %j', (pasted, shown) => {
    const input = renderPhone();
    fireEvent.change(input, { target: { value: pasted } });
    expect(input.value).toBe(shown);
  });

  it('drops the country code typed before the number, digit by digit', () => {
    const input = renderPhone();
    for (const digit of '12125550100') {
      fireEvent.change(input, { target: { value: `${input.value}${digit}` } });
    }
    expect(input.value).toBe('212-555-0100');
  });
});
