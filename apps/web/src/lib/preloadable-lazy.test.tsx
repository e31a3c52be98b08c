import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

function renderInSuspense(Component: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const Page = preloadableLazy(async () => Counter);
    await Page.preload();
    renderInSuspense(Page);
    // Synchronously there: no fallback was shown, so React has no reveal to hold back.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends like React.lazy before it is loaded, then shows the component', async () => {
    const Page = preloadableLazy(async () => Counter);
    renderInSuspense(Page);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });

  it('keeps what a component mounted through the fallback holds when it renders again', async () => {
    const Page = preloadableLazy(async () => Counter);
    const view = renderInSuspense(Page);
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    view.rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  it('loads its code once, however often it is preloaded or rendered', async () => {
    let loads = 0;
    const Page = preloadableLazy(async () => {
      loads += 1;
      return Counter;
    });
    void Page.preload();
    renderInSuspense(Page);
    await act(() => Page.preload());
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
