// Every sealed value in the database, by table and column, for sealing again under a new key.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { calendarFeeds, calendarSubscriptions, googleCalendarLinks, googleOauthStates } from './schema';

/** One sealed column of one row: how to read it and write it back. */
export type SealedValue = { where: string; value: string; replace(sealed: string): Promise<void> };

export async function listSealedValues(db: Db): Promise<SealedValue[]> {
  const values: SealedValue[] = [];
  for (const link of await db.select().from(googleCalendarLinks)) {
    values.push({
      where: 'google_calendar_links.access_token',
      value: link.access_token,
      replace: async (sealed) => {
        await db
          .update(googleCalendarLinks)
          .set({ access_token: sealed })
          .where(eq(googleCalendarLinks.user_id, link.user_id));
      },
    });
    if (link.refresh_token) {
      values.push({
        where: 'google_calendar_links.refresh_token',
        value: link.refresh_token,
        replace: async (sealed) => {
          await db
            .update(googleCalendarLinks)
            .set({ refresh_token: sealed })
            .where(eq(googleCalendarLinks.user_id, link.user_id));
        },
      });
    }
  }
  for (const subscription of await db.select().from(calendarSubscriptions)) {
    values.push({
      where: 'calendar_subscriptions.url',
      value: subscription.url,
      replace: async (sealed) => {
        await db
          .update(calendarSubscriptions)
          .set({ url: sealed })
          .where(eq(calendarSubscriptions.id, subscription.id));
      },
    });
  }
  for (const feed of await db.select().from(calendarFeeds)) {
    values.push({
      where: 'calendar_feeds.token',
      value: feed.token,
      replace: async (sealed) => {
        await db.update(calendarFeeds).set({ token: sealed }).where(eq(calendarFeeds.user_id, feed.user_id));
      },
    });
  }
  return values;
}

/** Sign-ins in progress last 10 minutes: cheaper to end them than to seal them again. */
export async function endSignInsInProgress(db: Db): Promise<number> {
  const rows = await db
    .delete(googleOauthStates)
    .where(sql`true`)
    .returning({ hash: googleOauthStates.state_hash });
  return rows.length;
}
