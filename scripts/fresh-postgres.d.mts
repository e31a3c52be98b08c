export function withFreshDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T> | T,
): Promise<T>;
