import { describe, expect, it } from 'vitest';
import { readPushMessage } from './push-message';

describe('readPushMessage', () => {
  it('reads the title, the message and the path to open', () => {
    expect(
      readPushMessage(JSON.stringify({ title: 'Sam invited you', body: 'Games night', url: '/calendar?e=1' })),
    ).toEqual({
      title: 'Sam invited you',
      body: 'Games night',
      url: '/calendar?e=1',
    });
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42])(
    'never opens %s: the calendar instead',
    (url) => {
      expect(readPushMessage(JSON.stringify({ title: 'T', body: 'B', url })).url).toBe('/calendar');
    },
  );

  it('shows a plain notice for an empty or unreadable message', () => {
    const fallback = { title: 'Hangtime', body: 'You have a new notification.', url: '/calendar' };
    expect(readPushMessage(null)).toEqual(fallback);
    expect(readPushMessage('not json')).toEqual(fallback);
  });
});
