import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

const sizes = [
  { label: 'Small', value: 'small' },
  { label: 'Large', value: 'large' },
] as const;

function Sizes({ disabled = false }: { disabled?: boolean }) {
  const [size, setSize] = useState<'small' | 'large'>('small');
  return (
    <>
      <SegmentedChoice aria-label="Size" data={sizes} value={size} onChange={setSize} disabled={disabled} />
      <output>{size}</output>
    </>
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group with the value checked, and a press chooses another', () => {
    render(<Sizes />);
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveProperty('checked', false);
    expect(screen.getByRole('status').textContent).toBe('large');
  });

  it('is one group per control: two controls on a page do not share their radios', () => {
    render(
      <>
        <Sizes />
        <Sizes />
      </>,
    );
    const names = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name);
    expect(new Set(names).size).toBe(2);
  });

  it('takes no choice while disabled', () => {
    render(<Sizes disabled />);
    const large = screen.getByRole('radio', { name: 'Large' });
    expect(large).toHaveProperty('disabled', true);
    fireEvent.click(large);
    expect(screen.getByRole('status').textContent).toBe('small');
  });
});
