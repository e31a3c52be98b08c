// Starts a test from "a verified member who is signed in", without going through the forms.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AUTO_VERIFIED_DOMAIN, registerThroughApi } from './api';
import { newPerson, type Person } from './users';

export type Member = { person: Person; token: string };

/** A new member with a verified email (the auto-verified domain), and their session token. */
export async function newMember(firstName = 'Avery', timezone = 'America/New_York'): Promise<Member> {
  const id = randomUUID().slice(0, 8);
  const person = newPerson({ firstName, timezone, email: `${firstName.toLowerCase()}.${id}@${AUTO_VERIFIED_DOMAIN}` });
  return { person, token: await registerThroughApi(person) };
}

/**
 * Puts the token where the app keeps it before the first page loads. Only once per tab, so a
 * logout in the test is not undone by the next navigation.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('seeded', '1');
    }
  }, token);
}
