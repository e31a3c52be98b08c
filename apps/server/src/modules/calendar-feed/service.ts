// The personal feed's use cases: the person's secret address (shown again from its sealed copy,
// replaced on demand), and the feed behind it for whoever holds the address.
import { AppError } from '@hangtime/core/errors';
import type { AppDeps } from '../../deps';
import { generateToken, sha256 } from '../../lib/tokens';
import { buildFeed, feedStart } from './feed';
import type { CalendarFeedRepository } from './repository';

/** generateToken's 32 bytes in base64url: anything else is no address of ours, answered without a look-up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** One answer for a malformed, unknown and replaced address alike. */
export const feedNotFound = () => new AppError('NOT_FOUND', 'Calendar feed not found');

export function createCalendarFeedService(options: { deps: AppDeps; repository: CalendarFeedRepository }) {
  const { deps, repository } = options;
  const addressOf = (token: string) => ({ url: new URL(`/feeds/${token}.ics`, deps.config.APP_ORIGIN).href });

  return {
    /**
     * The person's address, made on first use. A sealed copy the server cannot open (a key missing
     * from SECRET_KEY and SECRET_KEY_PREVIOUS) fails loudly rather than quietly replacing an
     * address calendar apps still use: restoring the key brings it back.
     */
    async getAddress(userId: string): Promise<{ url: string }> {
      const sealed = await repository.findToken(userId);
      if (sealed) {
        const token = deps.secrets.open(sealed);
        if (deps.secrets.isStale(sealed)) await repository.reseal(userId, deps.secrets.seal(token));
        return addressOf(token);
      }
      const token = generateToken();
      if (await repository.insertIfAbsent(userId, sha256(token), deps.secrets.seal(token), deps.clock.now())) {
        return addressOf(token);
      }
      // Another request made the first address at the same moment: both show that one.
      const made = await repository.findToken(userId);
      if (!made) throw new Error('the calendar feed address vanished while it was being made');
      return addressOf(deps.secrets.open(made));
    },

    /** A new address; the old one finds nothing from now on. */
    async renewAddress(userId: string): Promise<{ url: string }> {
      const token = generateToken();
      await repository.replace(userId, sha256(token), deps.secrets.seal(token), deps.clock.now());
      return addressOf(token);
    },

    /**
     * The feed behind an address, with a weak ETag of its text. The address is found by its hash,
     * an indexed equality: nothing about a wrong guess depends on how close it came.
     */
    async readFeed(token: string): Promise<{ body: string; etag: string }> {
      const owner = TOKEN_SHAPE.test(token) ? await repository.findOwnerByTokenHash(sha256(token)) : null;
      if (!owner) throw feedNotFound();
      const now = deps.clock.now();
      const body = buildFeed(await repository.listFeedEvents(owner.user_id, feedStart(now)), owner.timezone, now);
      return { body, etag: `W/"${sha256(body).slice(0, 32)}"` };
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
