import { describe, expect, it } from 'vitest';
import { parseSignal } from './signals';

const user = '5f2c7f24-d115-4cb3-a137-e4bf4c3678e5';
const session = '0a1b2c3d-1111-4222-8333-944445555666';

describe('parseSignal', () => {
  it.each(['bell', 'calendar', 'friends'] as const)('reads a change of %s', (topic) => {
    expect(parseSignal(`${topic}:${user}`)).toEqual({ kind: 'change', userId: user, topic });
  });

  it('reads an ended session', () => {
    expect(parseSignal(`session-ended:${user}:${session}`)).toEqual({
      kind: 'session-ended',
      userId: user,
      sessionId: session,
    });
  });

  it("reads a write's mark", () => {
    expect(parseSignal(`mark:${user}:tab-write_0123456789`)).toEqual({
      kind: 'mark',
      userId: user,
      mark: 'tab-write_0123456789',
    });
  });

  it.each([
    '',
    `mark:${user}`,
    `mark:${user}:short`,
    `mark:${user}:has spaces in it, and more`,
    `mark:${user}:0123456789abcdef:extra`,
    'bell',
    `weather:${user}`,
    `bell:not-a-uuid`,
    `bell:${user}:${session}`,
    `session-ended:${user}`,
    `session-ended:${user}:nope`,
    `session-ended:${user}:${session}:extra`,
  ])('ignores %j', (payload) => {
    expect(parseSignal(payload)).toBeNull();
  });
});
