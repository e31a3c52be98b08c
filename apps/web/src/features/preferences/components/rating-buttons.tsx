import { Button, Group } from '@mantine/core';
import type { Rating } from '@hangtime/core/preferences/schemas';

type RatingButtonsProps = {
  /** The activity, e.g. "Sushi": it names the group and each button for screen readers. */
  name: string;
  value: Rating;
  onChange: (rating: Rating) => void;
  disabled?: boolean;
};

// Shade 9: white text on the pressed button keeps a 4.5:1 contrast (shade 6 gave about 3:1).
const choices = [
  { rating: 'like', label: 'Like', color: 'teal.9', describe: (name: string) => `Like ${name}` },
  { rating: 'unsure', label: 'Unsure', color: 'gray', describe: (name: string) => `Unsure about ${name}` },
  { rating: 'dislike', label: 'Dislike', color: 'red.9', describe: (name: string) => `Dislike ${name}` },
] as const satisfies readonly { rating: Rating; label: string; color: string; describe: (name: string) => string }[];

/**
 * Like, Unsure and Dislike as three toggle buttons, the current one pressed. Pressing Like or
 * Dislike again takes it back to Unsure, which is no rating at all.
 */
export function RatingButtons({ name, value, onChange, disabled = false }: RatingButtonsProps) {
  function handleClick(rating: Rating) {
    const next = rating === value ? 'unsure' : rating;
    if (next !== value) onChange(next);
  }

  return (
    <Group role="group" aria-label={`Your rating of ${name}`} gap={6} wrap="nowrap">
      {choices.map((choice) => {
        const isPressed = choice.rating === value;
        return (
          <Button
            key={choice.rating}
            size="compact-sm"
            color={choice.color}
            // Unsure is the resting state: pressed, but quieter than a real choice.
            variant={isPressed ? (choice.rating === 'unsure' ? 'light' : 'filled') : 'default'}
            aria-pressed={isPressed}
            aria-label={choice.describe(name)}
            disabled={disabled}
            onClick={() => handleClick(choice.rating)}
          >
            {choice.label}
          </Button>
        );
      })}
    </Group>
  );
}
