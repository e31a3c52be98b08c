// Product analytics (PostHog). Without VITE_POSTHOG_KEY nothing is loaded or sent. With it, the
// library is fetched lazily at the first sign-in, so anonymous visitors send nothing and the
// first page stays small.
import type { PostHog } from 'posthog-js';
import { env } from './env';

export type AnalyticsUser = { id: string; email: string; first_name: string; last_name: string };

let client: Promise<PostHog | null> | null = null;

function loadClient(): Promise<PostHog | null> {
  if (!env.posthogKey) return Promise.resolve(null);
  const key = env.posthogKey;
  client ??= import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(key, {
        api_host: env.posthogHost,
        // Page views are captured by the app, and only for signed-in people (spec §1).
        capture_pageview: false,
        persistence: 'localStorage',
      });
      return posthog;
    })
    .catch((error: unknown) => {
      console.error('Analytics failed to load', error);
      return null;
    });
  return client;
}

export function isAnalyticsEnabled(): boolean {
  return env.posthogKey !== null;
}

export function identifyUser(user: AnalyticsUser): void {
  if (!isAnalyticsEnabled()) return;
  void loadClient().then((posthog) => {
    if (!posthog) return;
    // Undoes the opt-out of the last reset; the consent change itself is not a product event.
    posthog.opt_in_capturing({ captureEventName: false });
    posthog.identify(user.id, {
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim(),
    });
  });
}

export function capturePageView(url: string): void {
  if (!isAnalyticsEnabled()) return;
  void loadClient().then((posthog) => posthog?.capture('$pageview', { $current_url: url }));
}

export function captureEvent(name: string, properties: Record<string, unknown>): void {
  if (!isAnalyticsEnabled()) return;
  void loadClient().then((posthog) => posthog?.capture(name, properties));
}

/** The fields of the spec's event-creation analytics event (accounts-and-shell §1). */
export type EventCreatedProperties = {
  title: string;
  source?: string;
  location: string | null;
  participant_ids: string[];
  recurring_pattern: unknown;
  category_id: number;
};

export function captureEventCreated(properties: EventCreatedProperties): void {
  captureEvent('event_created', { ...properties, source: properties.source ?? 'manual' });
}

/**
 * Forgets the identity at logout or on a 401; does not load the library just to reset it.
 * Once loaded, PostHog would go on autocapturing the now anonymous visitor (only signed-in
 * use is tracked, spec §1), so capture stays off until the next identify. reset() clears
 * consent, so the opt-out must come after it.
 */
export function resetAnalytics(): void {
  if (!client) return;
  void client.then((posthog) => {
    posthog?.reset();
    posthog?.opt_out_capturing();
  });
}
