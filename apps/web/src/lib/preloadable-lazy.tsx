import { lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the component now; its later renders then need no Suspense fallback. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * React.lazy for a component whose code is usually fetched ahead (a page the entry preloads, the
 * signed-in bar's bell, the calendar's dialogs): once loaded, it renders at once instead of
 * suspending.
 *
 * React.lazy suspends on its first render even when its module is already in, and React 19
 * reveals a boundary's content no sooner than 300 ms after the last fallback showed (its
 * FALLBACK_THROTTLE_MS): every page of a signed-in first visit appeared 300 ms after its code and
 * data were ready. Before the code is in, this is React.lazy, with its fallback and its errors.
 */
export function preloadableLazy<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Preloadable(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would be a new
    // element type, and React would throw away everything the component holds.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? (Lazy as ComponentType<Props>));
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
