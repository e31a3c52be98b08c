/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API; empty means same origin (the server also serves the SPA). */
  readonly VITE_API_URL?: string;
  /** PostHog project key; unset means no analytics code is loaded at all. */
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
