// The slots of behaviour.md §8: the maximal candidates that no other beats. J beats I when the two
// overlap in time, J has at least as many friends and lasts at least as long, and more of one.
import type { StretchWithFriends } from './free-together';

/**
 * The candidates nobody beats, in the order given. `candidates` are sorted by start; they are
 * compared only inside clusters of overlapping ones (a cluster ends where the next candidate starts
 * after every earlier one has ended), and there pair by pair: a run of the caller's free time
 * holds a few dozen maximal candidates, so the pairs stay few.
 */
export function selectUnbeaten(candidates: readonly StretchWithFriends[]): StretchWithFriends[] {
  const slots: StretchWithFriends[] = [];
  let clusterStart = 0;
  let clusterEnd = -Infinity;
  for (let i = 0; i <= candidates.length; i += 1) {
    if (i === candidates.length || candidates[i]!.start >= clusterEnd) {
      slots.push(...unbeatenInCluster(candidates.slice(clusterStart, i)));
      clusterStart = i;
      clusterEnd = -Infinity;
    }
    if (i < candidates.length) clusterEnd = Math.max(clusterEnd, candidates[i]!.end);
  }
  return slots;
}

function unbeatenInCluster(cluster: readonly StretchWithFriends[]): StretchWithFriends[] {
  return cluster.filter((candidate) => !cluster.some((other) => beats(other, candidate)));
}

/** Whether `j` beats `i`: overlapping, at least as many friends and as long, and more of one. */
export function beats(j: StretchWithFriends, i: StretchWithFriends): boolean {
  if (!(j.start < i.end && i.start < j.end)) return false;
  const [jLength, iLength] = [j.end - j.start, i.end - i.start];
  const [jCount, iCount] = [j.friends.length, i.friends.length];
  return jCount >= iCount && jLength >= iLength && (jCount > iCount || jLength > iLength);
}
