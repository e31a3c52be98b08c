// A small icon by activity category on events that have one (calendar grid, upcoming cards). The
// categories are the seeded taxonomy (migration 0007), so their ids are stable.
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons';

const glyphs: Record<number, { label: string; paths: ReactNode }> = {
  // Restaurants: fork and knife.
  1: {
    label: 'Restaurants',
    paths: <path d="M4 3v7a2 2 0 0 0 2 2h0a2 2 0 0 0 2-2V3M6 12v9M18 21V3c-2 1-3 3-3 6v4h3" />,
  },
  // Drinks & nightlife: a glass.
  2: { label: 'Drinks & nightlife', paths: <path d="M8 21h8M12 15v6M6 3h12l-1 7a5 5 0 0 1-10 0z" /> },
  // Entertainment: a ticket.
  3: { label: 'Entertainment', paths: <path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM13 4v12" /> },
  // Outdoors: a tree.
  4: { label: 'Outdoors', paths: <path d="M12 21v-5M7 16h10l-3-4h2l-4-5-4 5h2z" /> },
  // Sports & fitness: a ball.
  5: {
    label: 'Sports & fitness',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>
    ),
  },
  // Arts & culture: a palette.
  6: {
    label: 'Arts & culture',
    paths: (
      <>
        <path d="M12 21a9 9 0 1 1 9-9c0 2-2 3-4 3h-2a2 2 0 0 0-1 4c0 1-1 2-2 2z" />
        <circle cx="8" cy="10" r="1" />
        <circle cx="12" cy="7" r="1" />
        <circle cx="16" cy="10" r="1" />
      </>
    ),
  },
  // Games & at-home: a die.
  7: {
    label: 'Games & at-home',
    paths: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <circle cx="9" cy="9" r="1" />
        <circle cx="15" cy="15" r="1" />
        <circle cx="15" cy="9" r="1" />
        <circle cx="9" cy="15" r="1" />
      </>
    ),
  },
};

type ActivityIconProps = { categoryId: number | null | undefined; size?: number };

/** Nothing for an event without an activity; otherwise an image named by its category, so screen readers hear it too. */
export function ActivityIcon({ categoryId, size = 14 }: ActivityIconProps) {
  const glyph = categoryId == null ? undefined : glyphs[categoryId];
  if (!glyph) return null;
  return (
    <Icon
      size={size}
      role="img"
      aria-hidden={false}
      aria-label={glyph.label}
      style={{ flexShrink: 0, verticalAlign: '-2px' }}
    >
      <title>{glyph.label}</title>
      {glyph.paths}
    </Icon>
  );
}
