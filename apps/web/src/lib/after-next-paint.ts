/**
 * Runs `callback` once the next frame is on the screen: at the start of the frame after it (a
 * requestAnimationFrame inside one), for work that should not delay what the person is about to
 * see. A task queued from the first frame's callback could still run before that frame is shown.
 * Returns a cancel function, for an effect's cleanup.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback);
  });
  return () => cancelAnimationFrame(frame);
}
