// The per-person reminder memory as a small store over localStorage, so the banners and the bell
// (two components) see a dismissal at once. Blocked storage keeps it in memory for the page.
import { useCallback, useSyncExternalStore } from 'react';
import { emptyMemory, memoryStorageKey, parseMemory, type SetupReminderMemory } from './setup-reminder-memory';

const listeners = new Set<() => void>();
const memoryFallback = new Map<string, string>();
// useSyncExternalStore needs the same object while nothing changed: cache the parse per text.
let lastRead: { text: string | null; memory: SetupReminderMemory } = { text: null, memory: emptyMemory };

function readText(userId: string): string | null {
  const key = memoryStorageKey(userId);
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memoryFallback.get(key) ?? null;
  }
}

export function readReminderMemory(userId: string | null): SetupReminderMemory {
  if (userId === null) return emptyMemory;
  const text = readText(userId);
  if (text !== lastRead.text) lastRead = { text, memory: parseMemory(text) };
  return lastRead.memory;
}

export function writeReminderMemory(userId: string, memory: SetupReminderMemory): void {
  const key = memoryStorageKey(userId);
  const text = JSON.stringify(memory);
  memoryFallback.set(key, text);
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // Storage full or blocked: the memory holds for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's memory and a way to change it. */
export function useReminderMemory(userId: string | null) {
  const memory = useSyncExternalStore(subscribe, () => readReminderMemory(userId));
  const update = useCallback(
    (change: (memory: SetupReminderMemory) => SetupReminderMemory) => {
      if (userId === null) return;
      const current = readReminderMemory(userId);
      const next = change(current);
      if (next !== current) writeReminderMemory(userId, next);
    },
    [userId],
  );
  return { memory, update };
}
