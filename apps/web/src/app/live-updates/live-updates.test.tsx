import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendsKeys } from '../../features/friends/api/query-keys';
import { notificationsKeys } from '../../features/notifications/api/query-keys';
import { testUser } from '../../test/mock-api';
import { writeMarks } from '../../lib/live-updates/marks';
import { useSession } from '../../lib/session';
import { renderWithApp } from '../../test/render';
import { LiveUpdates } from './live-updates';

/** The network: the session check answers `user`, the stream is one the test writes to. */
function serve(user: typeof testUser) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const streamCalls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/api/auth/me')) return Response.json(user);
    if (url.endsWith('/api/auth/logout')) return Response.json({ success: true, message: 'Logged out' });
    if (url.endsWith('/api/live-updates')) {
      streamCalls.push({ url, init });
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    streamCalls,
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
  };
}

/** Shows the session's state: once it reads "authenticated", the effects of that render have run. */
function SessionStatus() {
  const session = useSession();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <button type="button" onClick={() => void session.logout()}>
        Log out
      </button>
    </>
  );
}

function renderSignedIn(user = testUser) {
  window.localStorage.setItem('token', 'token-1');
  const network = serve(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(notificationsKeys.unified(user.id), { cached: true });
  queryClient.setQueryData(friendsKeys.list(), { cached: true });
  renderWithApp(
    <>
      <LiveUpdates />
      <SessionStatus />
    </>,
    { queryClient },
  );
  return { ...network, queryClient };
}

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('<LiveUpdates />', () => {
  it('opens the stream with the token in a header and refetches the bell when it changes', async () => {
    const { streamCalls, write, queryClient } = renderSignedIn();
    await waitFor(() => expect(streamCalls).toHaveLength(1));
    expect(streamCalls[0]!.url).not.toContain('token-1');
    expect(new Headers(streamCalls[0]!.init.headers).get('Authorization')).toBe('Bearer token-1');

    write('event: ready\ndata: {}\n\nevent: change\ndata: bell\n\n');
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationsKeys.unified(testUser.id))?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(friendsKeys.list())?.isInvalidated).toBe(false);
  });

  it("spares the reads this tab started after its own write's answer, and refetches the rest", async () => {
    const { streamCalls, write, queryClient } = renderSignedIn();
    await waitFor(() => expect(streamCalls).toHaveLength(1));
    write('event: ready\ndata: {}\n\n');
    const mark = writeMarks.startWrite();
    writeMarks.settleWrite(mark, performance.now());
    // The write's own refetch: the bell is read again after the answer; the friends list is not.
    await queryClient.fetchQuery({
      queryKey: notificationsKeys.unified(testUser.id),
      queryFn: () => ({ fresh: true }),
    });

    write(`event: change\ndata: bell\n\nevent: change\ndata: friends\n\nevent: mark\ndata: ${mark}\n\n`);
    await waitFor(() => expect(queryClient.getQueryState(friendsKeys.list())?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(notificationsKeys.unified(testUser.id))?.isInvalidated).toBe(false);
  });

  it('opens no stream for an account whose email is not verified', async () => {
    const { streamCalls } = renderSignedIn({ ...testUser, email_verified: false });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    expect(streamCalls).toHaveLength(0);
  });

  it('stops the stream at logout', async () => {
    const { streamCalls } = renderSignedIn();
    await waitFor(() => expect(streamCalls).toHaveLength(1));
    expect(streamCalls[0]!.init.signal!.aborted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(streamCalls[0]!.init.signal!.aborted).toBe(true));
    expect(streamCalls).toHaveLength(1);
  });
});
