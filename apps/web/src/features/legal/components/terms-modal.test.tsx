import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { TermsPage } from '../pages/terms-page';
import { TermsModal } from './terms-modal';

const doc = (id: number, title: string) => ({
  id,
  version: '1.0',
  title,
  content: `1. First\n${title} text.`,
  is_active: true,
  effective_date: '2025-09-26',
});

describe('TermsModal', () => {
  it('shows both documents in tabs and accepts with the terms id', async () => {
    mockApi({
      'GET /api/terms': () => ({ body: { success: true, data: { terms: doc(9, 'Terms') } } }),
      'GET /api/privacy': () => ({ body: { success: true, data: { privacy_policy: doc(4, 'Privacy') } } }),
    });
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    renderWithApp(<TermsModal opened isSubmitting={false} onAccept={onAccept} onDecline={onDecline} />);
    expect(await screen.findByText('Terms text.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Terms of Use' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(await screen.findByText('Privacy text.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDecline).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'I Accept the Terms' }));
    expect(onAccept).toHaveBeenCalledWith(9);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledOnce();
  });

  it('cannot accept the built-in copy shown when offline', async () => {
    mockApi({ 'GET /api/terms': () => 'network-error', 'GET /api/privacy': () => 'network-error' });
    renderWithApp(<TermsModal opened isSubmitting={false} onAccept={vi.fn()} onDecline={vi.fn()} />);
    expect(await screen.findByText('Hangtime Beta Terms of Use')).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'I Accept the Terms' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
  });

  it('offers Try Again on the offline copy, and accepts once the real terms load', async () => {
    let isOnline = false;
    mockApi({
      'GET /api/terms': () =>
        isOnline ? { body: { success: true, data: { terms: doc(9, 'Terms') } } } : 'network-error',
      'GET /api/privacy': () => ({ body: { success: true, data: { privacy_policy: doc(4, 'Privacy') } } }),
    });
    const onAccept = vi.fn();
    renderWithApp(<TermsModal opened isSubmitting={false} onAccept={onAccept} onDecline={vi.fn()} />);
    expect(await screen.findByText('Hangtime Beta Terms of Use')).toBeTruthy();

    isOnline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Terms text.')).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'I Accept the Terms' }) as HTMLButtonElement;
    await waitFor(() => expect(accept.disabled).toBe(false));
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledWith(9);
  });

  it('asks the server again when it opens after the offline copy was shown elsewhere', async () => {
    let isOnline = false;
    mockApi({
      'GET /api/terms': () =>
        isOnline ? { body: { success: true, data: { terms: doc(9, 'Terms') } } } : 'network-error',
      'GET /api/privacy': () => ({ body: { success: true, data: { privacy_policy: doc(4, 'Privacy') } } }),
    });
    const { router } = renderWithApp(<TermsPage />, {
      path: '/terms',
      routes: [
        {
          path: '/register',
          element: <TermsModal opened isSubmitting={false} onAccept={vi.fn()} onDecline={vi.fn()} />,
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hangtime Beta Terms of Use' })).toBeTruthy();

    isOnline = true;
    await router.navigate('/register');
    expect(await screen.findByText('Terms text.')).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'I Accept the Terms' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(false);
  });

  it('disables both decisions while the registration is being sent', async () => {
    mockApi({
      'GET /api/terms': () => ({ body: { success: true, data: { terms: doc(9, 'Terms') } } }),
      'GET /api/privacy': () => ({ body: { success: true, data: { privacy_policy: doc(4, 'Privacy') } } }),
    });
    renderWithApp(<TermsModal opened isSubmitting onAccept={vi.fn()} onDecline={vi.fn()} />);
    await screen.findByText('Terms text.');
    expect((screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /I Accept the Terms/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
