// Where Chromium is, for every test, benchmark and script that starts it: Debian's packages
// (chromium, and chromium-headless-shell, which most end-to-end specs run in), or the paths that
// CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH name.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
