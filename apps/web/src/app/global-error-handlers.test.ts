import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers, isResizeObserverLoopNotice } from './global-error-handlers';

const loopNotice = 'ResizeObserver loop completed with undelivered notifications.';

describe('isResizeObserverLoopNotice', () => {
  it('recognises the browser notice, which carries no error object', () => {
    expect(isResizeObserverLoopNotice({ message: loopNotice, error: null })).toBe(true);
    expect(isResizeObserverLoopNotice({ message: 'ResizeObserver loop limit exceeded', error: undefined })).toBe(true);
  });

  it('does not pass over real errors, even ones that mention ResizeObserver', () => {
    expect(
      isResizeObserverLoopNotice({ message: 'Uncaught TypeError: x is undefined', error: new TypeError('x') }),
    ).toBe(false);
    expect(isResizeObserverLoopNotice({ message: loopNotice, error: new Error(loopNotice) })).toBe(false);
    expect(isResizeObserverLoopNotice({ message: 'Script error.', error: null })).toBe(false);
  });
});

describe('installGlobalErrorHandlers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a real uncaught error but not the resize loop notice', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installGlobalErrorHandlers();
    window.dispatchEvent(new ErrorEvent('error', { message: loopNotice, cancelable: true }));
    expect(log).not.toHaveBeenCalled();
    const failure = new Error('boom');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught Error: boom', error: failure, cancelable: true }),
    );
    expect(log).toHaveBeenCalledWith('Unhandled error', failure);
  });
});
