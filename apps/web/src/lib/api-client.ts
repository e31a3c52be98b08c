// The one way the web client talks to the API: JSON over fetch, bearer token, typed errors.
import type { ErrorBody } from '@hangtime/core/errors';
import { LIVE_MARK_HEADER } from '@hangtime/core/live-updates/topics';
import { env } from './env';
import { writeMarks } from './live-updates/marks';
import { readToken } from './token-storage';

/** Anything with a zod-like parse; responses are always parsed with the core contracts. */
export type ResponseSchema<T> = { parse: (input: unknown) => T };

/** The server answered with a non-2xx status. `message` is the body's `error` when present. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** True when the body carried an `error` text meant for people. */
  readonly hasServerMessage: boolean;
  readonly retryAfterSeconds: number | undefined;
  /** The whole body as it came, for the calls whose refusals say more (Hangtime Now!'s reason). */
  readonly payload: unknown;

  constructor(
    status: number,
    body: Partial<ErrorBody> | null,
    retryAfterSeconds: number | undefined,
    payload: unknown = body,
  ) {
    super(body?.error || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.fields = body?.fields;
    this.hasServerMessage = Boolean(body?.error);
    this.retryAfterSeconds = retryAfterSeconds;
    this.payload = payload;
  }
}

/** The request never got an answer (offline, DNS, server down, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** A 2xx answer whose body does not match the contract. */
export class InvalidResponseError extends Error {
  constructor(cause: unknown) {
    super('Invalid response from server', { cause });
    this.name = 'InvalidResponseError';
  }
}

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: ResponseSchema<T>;
  /** Calls the spec lists as public (opt-out, terms, privacy, promo check, codes) send no token. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key` that makes a repeated create harmless. */
  headers?: Record<string, string>;
  /** A POST that only reads (a search whose question is its body): it asks for no live-updates mark. */
  isRead?: boolean;
};

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The session registers here so a revoked or expired token anywhere ends the session. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

/** Sends the request with the session's token; a 401 to a signed-in request ends the session. */
async function send(
  path: string,
  init: {
    method: string;
    accept: string;
    body?: unknown;
    authenticated: boolean;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    isRead?: boolean;
  },
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers, Accept: init.accept };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = init.authenticated ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A signed-in write asks for its mark, so the live stream's echo of it costs no second fetch.
  const mark = token && init.method !== 'GET' && !init.isRead ? writeMarks.startWrite() : null;
  if (mark) headers[LIVE_MARK_HEADER] = mark;

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (mark) writeMarks.settleWrite(mark);
    if (init.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (mark) writeMarks.settleWrite(mark, response.ok ? performance.now() : undefined);
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized?.();
    const payload = await readJson(response);
    throw new ApiError(response.status, asErrorBody(payload), readRetryAfter(response), payload);
  }
  return response;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, authenticated = true, signal, headers, isRead } = options;
  const response = await send(path, {
    method,
    accept: 'application/json',
    body,
    authenticated,
    signal,
    headers,
    isRead,
  });
  const payload = await readJson(response);
  try {
    return schema.parse(payload);
  } catch (error) {
    throw new InvalidResponseError(error);
  }
}

export type DownloadedFile = { filename: string; blob: Blob };

/** A file the API serves (not JSON), with the name its Content-Disposition gives, else `fallbackName`. */
export async function apiDownload(path: string, accept: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await send(path, { method: 'GET', accept, authenticated: true });
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { filename: match?.[1] ?? fallbackName, blob: await response.blob() };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asErrorBody(payload: unknown): Partial<ErrorBody> | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  return {
    error: typeof record.error === 'string' ? record.error : undefined,
    code: typeof record.code === 'string' ? (record.code as ErrorBody['code']) : undefined,
    fields: isStringRecord(record.fields) ? record.fields : undefined,
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

function readRetryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The text to show for a failed call: the server's own message, else the screen's fallback. */
export function describeError(
  error: unknown,
  fallbacks: { server: string; network?: string; unexpected?: string },
): string {
  if (error instanceof ApiError) return error.hasServerMessage ? error.message : fallbacks.server;
  if (error instanceof NetworkError) return fallbacks.network ?? fallbacks.server;
  if (error instanceof InvalidResponseError) return error.message;
  return fallbacks.unexpected ?? fallbacks.server;
}
