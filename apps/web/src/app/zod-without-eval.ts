// Zod builds faster object parsers with `new Function` where a page may evaluate code. This page's
// Content-Security-Policy forbids it, and zod's check (a `new Function` it catches) is still reported
// by the browser as a CSP violation: Lighthouse's best practices lost points for it on every page.
// Told before any schema exists, zod never checks. main.tsx imports this file first, so it runs
// before the modules that build schemas.
import { config } from 'zod';

config({ jitless: true });
