// Hangtime Now!'s steps (spec §4): loading for at least a second, then the new event or the reason
// there is none.
import { useRef, useState } from 'react';
import type { EventView } from '@hangtime/core/events/schemas';
import { useAutomatedHangtimeMutation } from './api/create-automated-hangtime';
import { newIdempotencyKey } from './logic/idempotency-key';
import { HANGTIME_NOW_MIN_LOADING_MS, settleNoSoonerThan } from './logic/minimum-duration';
import {
  describeHangtimeNowError,
  readNoSuitableTimeAdvice,
  type NoSuitableTimeAdvice,
} from './logic/scheduling-messages';

export type HangtimeNowPhase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success'; event: EventView; explanation: string }
  | { kind: 'error'; message: string; advice: NoSuitableTimeAdvice | null };

export function useHangtimeNow() {
  const [phase, setPhase] = useState<HangtimeNowPhase>({ kind: 'idle' });
  const automated = useAutomatedHangtimeMutation();
  // A second press while one is on its way is the same request, not a second hangout.
  const isRunning = useRef(false);

  async function start() {
    if (isRunning.current) return;
    isRunning.current = true;
    setPhase({ kind: 'loading' });
    try {
      const answer = await settleNoSoonerThan(automated.mutateAsync(newIdempotencyKey()), HANGTIME_NOW_MIN_LOADING_MS);
      setPhase({ kind: 'success', event: answer.data.event, explanation: answer.data.explanation });
    } catch (error) {
      setPhase({ kind: 'error', message: describeHangtimeNowError(error), advice: readNoSuitableTimeAdvice(error) });
    } finally {
      isRunning.current = false;
    }
  }

  return { phase, start: () => void start(), close: () => setPhase({ kind: 'idle' }) };
}
