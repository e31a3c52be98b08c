import { MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('gives every modal title the same weight and size, without per-modal styles', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Modal opened onClose={() => undefined} title="Edit Profile">
          body
        </Modal>
      </MantineProvider>,
    );
    const title = await screen.findByRole('heading', { name: 'Edit Profile' });
    expect(title.style.fontWeight).toBe('700');
    expect(title.style.fontSize).toBe('var(--mantine-font-size-lg)');
  });
});
