import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { privacyQueryOptions } from './get-privacy';
import { termsQueryOptions } from './get-terms';

const doc = {
  id: 7,
  version: '3.0',
  title: 'Real',
  content: '1. One\nText.',
  is_active: true,
  effective_date: '2025-09-26',
};

describe.each([
  ['terms', termsQueryOptions, '/api/terms', { terms: doc }],
  ['privacy', privacyQueryOptions, '/api/privacy', { privacy_policy: doc }],
] as const)('%s query', (_kind, options, path, data) => {
  it('never keeps the offline copy: the next use asks the server again', async () => {
    let isOnline = false;
    mockApi({ [`GET ${path}`]: () => (isOnline ? { body: { success: true, data } } : 'network-error') });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    expect((await client.fetchQuery(options())).isFallback).toBe(true);
    isOnline = true;
    const loaded = await client.fetchQuery(options());
    expect(loaded).toEqual({ document: doc, isFallback: false });
  });

  it('keeps a document the server sent', async () => {
    const api = mockApi({ [`GET ${path}`]: () => ({ body: { success: true, data } }) });
    const client = new QueryClient();
    await client.fetchQuery(options());
    await client.fetchQuery(options());
    expect(api.callsTo('GET', path)).toHaveLength(1);
  });
});
