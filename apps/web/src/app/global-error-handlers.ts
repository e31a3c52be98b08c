// Spec §8: errors nobody caught (a failed promise in a handler, a third-party script) are logged
// and kept from the browser's default reporting; screens show their own messages instead.
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    console.error('Unhandled error', event.error ?? event.message);
    event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection', event.reason);
    event.preventDefault();
  });
}
