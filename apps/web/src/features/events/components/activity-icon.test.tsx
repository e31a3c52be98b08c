import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityIcon } from './activity-icon';

describe('ActivityIcon', () => {
  it('is an image named by its activity category, so screen readers hear it', () => {
    render(<ActivityIcon categoryId={1} />);
    expect(screen.getByRole('img', { name: 'Restaurants' })).toBeTruthy();
  });

  it('draws nothing for an event without an activity or with an unknown category', () => {
    const { container } = render(
      <>
        <ActivityIcon categoryId={null} />
        <ActivityIcon categoryId={999} />
      </>,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
