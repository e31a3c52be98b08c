import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY, colorSchemeManager } from '../../../lib/color-scheme';
import { AppearanceSection } from './appearance-section';

function renderSection() {
  return render(
    <MantineProvider defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <AppearanceSection />
    </MantineProvider>,
  );
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('AppearanceSection', () => {
  it('starts on System when nothing is stored, and the page follows the device (light here)', () => {
    renderSection();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    expect(scheme()).toBe('light');
  });

  it('turns the page dark at once and keeps Dark on this device', () => {
    renderSection();
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });

  it('shows the stored choice, and System goes back to following the device', () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    renderSection();
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    expect(scheme()).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(scheme()).toBe('light');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
  });

  it('is a labelled group of three choices, one radio group that the arrow keys move through', () => {
    renderSection();
    expect(screen.getByRole('radiogroup', { name: 'Appearance' })).toBeTruthy();
    const names = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);
  });
});
