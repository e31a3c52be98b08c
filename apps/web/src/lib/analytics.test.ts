import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEventCreated, capturePageView, identifyUser, resetAnalytics } from './analytics';

// A stand-in for posthog-js that keeps what its real consent rules would let through:
// reset() returns consent to the default (capturing), opt_out/opt_in switch it.
const fake = vi.hoisted(() => {
  const state = { isOptedOut: false, sent: [] as string[], calls: [] as string[] };
  const posthog = {
    init: vi.fn(),
    identify: vi.fn((id: string) => state.calls.push(`identify ${id}`)),
    reset: vi.fn(() => {
      state.calls.push('reset');
      state.isOptedOut = false;
    }),
    opt_out_capturing: vi.fn(() => {
      state.calls.push('opt_out');
      state.isOptedOut = true;
    }),
    opt_in_capturing: vi.fn(() => {
      state.calls.push('opt_in');
      state.isOptedOut = false;
    }),
    capture: vi.fn((_name: string, properties: { $current_url: string }) => {
      if (!state.isOptedOut) state.sent.push(properties.$current_url);
    }),
  };
  return { state, posthog };
});

vi.mock('posthog-js', () => ({ default: fake.posthog }));
vi.mock('./env', () => ({
  env: { apiUrl: '', posthogKey: 'phc_test', posthogHost: 'https://posthog.example' },
}));

const user = (id: string) => ({ id, email: `${id}@example.com`, first_name: 'Sam', last_name: 'Rivera' });

describe('analytics', () => {
  beforeEach(() => {
    fake.state.sent = [];
    fake.state.calls = [];
  });

  it('sends nothing for the visitor left after a reset, and resumes at the next sign-in', async () => {
    identifyUser(user('u1'));
    capturePageView('/calendar');
    resetAnalytics();
    capturePageView('/login');
    identifyUser(user('u2'));
    capturePageView('/friends');

    // The calls run in order on the loaded client, so seeing the last one means all ran.
    await vi.waitFor(() => expect(fake.state.sent).toContain('/friends'));
    expect(fake.state.sent).toEqual(['/calendar', '/friends']);
    // reset() clears consent, so opting out has to follow it.
    expect(fake.state.calls).toEqual(['opt_in', 'identify u1', 'reset', 'opt_out', 'opt_in', 'identify u2']);
    expect(fake.posthog.opt_in_capturing).toHaveBeenCalledWith({ captureEventName: false });
  });
});

describe('captureEventCreated', () => {
  it("sends the spec's fields, with source manual by default", async () => {
    identifyUser(user('u3'));
    captureEventCreated({
      title: 'Dinner',
      location: null,
      participant_ids: ['u-2'],
      recurring_pattern: null,
      category_id: 1,
    });
    await vi.waitFor(() => expect(fake.posthog.capture).toHaveBeenCalledWith('event_created', expect.anything()));
    expect(fake.posthog.capture).toHaveBeenCalledWith('event_created', {
      title: 'Dinner',
      source: 'manual',
      location: null,
      participant_ids: ['u-2'],
      recurring_pattern: null,
      category_id: 1,
    });
  });
});
