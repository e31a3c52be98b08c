import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { ReferralBanner } from './referral-banner';

const renderBanner = (code = 'NORA2345') => renderWithApp(<ReferralBanner action="register" referralCode={code} />);

/** The banner's title element as a person sees it: hidden while the lookup runs. */
const titleOf = (text: string | RegExp) => screen.getByText(text).closest('span')!;

describe('ReferralBanner', () => {
  it('names the friend who shared the link, asked without a token', async () => {
    window.localStorage.setItem('token', 'a-signed-in-token');
    const api = mockApi({ 'GET /api/referrals/NORA2345': () => ({ body: { first_name: 'Nora' } }) });
    renderBanner();
    expect(await screen.findByText('Nora invited you to Hangtime!')).toBeTruthy();
    expect(screen.queryByText('A friend invited you!')).toBeNull();
    expect(api.callsTo('GET', '/api/referrals/NORA2345')).toHaveLength(1);
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
    window.localStorage.removeItem('token');
  });

  it('shows no title at all while the lookup runs: neither the plain one nor a name flashes', async () => {
    let answer: ((reply: { body: unknown }) => void) | undefined;
    mockApi({ 'GET /api/referrals/NORA2345': () => new Promise((resolve) => (answer = resolve)) });
    renderBanner();
    // The line is kept (no jump when the name comes) but invisible and out of the accessibility tree.
    const placeholder = titleOf('A friend invited you!');
    expect(placeholder.style.visibility).toBe('hidden');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('alert').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(answer).toBeDefined());
    answer!({ body: { first_name: 'Nora' } });
    await screen.findByText('Nora invited you to Hangtime!');
    const named = titleOf('Nora invited you to Hangtime!');
    expect(named.style.visibility).toBe('');
    expect(named.getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByRole('alert').getAttribute('aria-busy')).toBeNull();
  });

  it('stays plain for a code that is no one’s', async () => {
    mockApi({
      'GET /api/referrals/NOSUCH22': () => ({
        status: 404,
        body: { error: 'Invalid referral code. Please check the link and try again.', code: 'NOT_FOUND' },
      }),
    });
    renderBanner('NOSUCH22');
    await waitFor(() => expect(titleOf('A friend invited you!').style.visibility).toBe(''));
    expect(screen.queryByText(/invited you to Hangtime/)).toBeNull();
    expect(screen.queryByText(/Invalid referral code/)).toBeNull();
  });

  it('renders the name as text, never as HTML', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    mockApi({ 'GET /api/referrals/NORA2345': () => ({ body: { first_name: payload } }) });
    const { container } = renderBanner();
    expect(await screen.findByText(`${payload} invited you to Hangtime!`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
