import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { PrivacyPage } from '../pages/privacy-page';
import { TermsPage } from '../pages/terms-page';

const terms = {
  id: 3,
  version: '2.1',
  title: 'Hangtime Terms of Use',
  content: '1. Welcome\nBe kind.\n\n2. Age\nYou must be 18 or older.\nNo exceptions.',
  is_active: true,
  effective_date: '2025-09-26',
};

describe('TermsPage', () => {
  it('shows the title, effective date, version and one heading per numbered section', async () => {
    mockApi({ 'GET /api/terms': () => ({ body: { success: true, data: { terms } } }) });
    renderWithApp(<TermsPage />, { path: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hangtime Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Effective September 26, 2025')).toBeTruthy();
    expect(screen.getByText('Version 2.1')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['1. Welcome', '2. Age']);
    expect(screen.getByText(/You must be 18 or older\.\s+No exceptions\./)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Hangtime/ }).every((link) => link.getAttribute('href') === '/')).toBe(
      true,
    );
  });

  it('offers Try Again when the server answers with an error', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/terms': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } }
          : { body: { success: true, data: { terms } } };
      },
    });
    renderWithApp(<TermsPage />, { path: '/terms' });
    expect(await screen.findByText('Failed to load terms of use')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hangtime Terms of Use' })).toBeTruthy();
  });

  it('shows the built-in beta terms when the server cannot be reached', async () => {
    mockApi({ 'GET /api/terms': () => 'network-error' });
    renderWithApp(<TermsPage />, { path: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hangtime Beta Terms of Use' })).toBeTruthy();
    expect(screen.getByText(/18 years of age or older/)).toBeTruthy();
    expect(screen.getByText(/State of Delaware/)).toBeTruthy();
  });
});

describe('PrivacyPage', () => {
  it('falls back to the built-in policy effective September 26, 2025', async () => {
    mockApi({ 'GET /api/privacy': () => 'network-error' });
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hangtime Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Effective September 26, 2025')).toBeTruthy();
  });

  it('says "Failed to load privacy policy" for an error answer', async () => {
    mockApi({ 'GET /api/privacy': () => ({ status: 503, body: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } }) });
    renderWithApp(<PrivacyPage />, { path: '/privacy' });
    expect(await screen.findByText('Failed to load privacy policy')).toBeTruthy();
  });
});
