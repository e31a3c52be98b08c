// Marks of a person's own writes (docs/behaviour.md "Live updates (issue 26)"). A write that
// carries the `Live-Updates-Mark` header, once it has succeeded, puts that mark into its person's
// streams before its answer is sent. Notifications reach a LISTEN in commit order, so every signal
// a stream shows before the mark was committed before the answer left, and a read the tab starts
// after the answer has seen it: the tab need not fetch the same read again for that signal.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLiveMark, LIVE_MARK_HEADER } from '@hangtime/core/live-updates/topics';
import type { LiveUpdates } from './service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The mark a successful write of a signed-in person asked for, else null. */
function markOf(request: FastifyRequest, reply: FastifyReply): string | null {
  if (READS.has(request.method) || !request.userId || reply.statusCode >= 400) return null;
  const mark = request.headers[LIVE_MARK_HEADER];
  return typeof mark === 'string' && isLiveMark(mark) ? mark : null;
}

export function registerWriteMarks(app: FastifyInstance, live: Pick<LiveUpdates, 'announceMark'>) {
  app.addHook('onSend', async (request, reply, payload) => {
    const mark = markOf(request, reply);
    if (!mark) return payload;
    // Awaited: the mark must be committed before the answer leaves, or a read started after the
    // answer could miss a change the stream shows before the mark. A mark that cannot be sent
    // costs the tab only a second fetch of what it already has: the write's answer stands.
    await live.announceMark(request.userId, mark).catch((error: unknown) => {
      request.log.warn({ error: String(error) }, 'live updates: the mark of a write could not be sent');
    });
    return payload;
  });
}
