import { useId, type ReactNode, type Ref } from 'react';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';

type GoalGatedButtonProps = Omit<ButtonProps, 'disabled'> & {
  children: ReactNode;
  /** Why it cannot be used yet, e.g. "Add 1 more friend to use Hangtime Now!"; null when it can. */
  blockedReason: string | null;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that waits for something (the onboarding goals). While it waits it looks disabled but
 * stays focusable (data-disabled, aria-disabled): a truly disabled button takes no focus and no
 * hover, so neither a mouse, a keyboard nor a screen reader could learn why (Mantine's pattern for
 * tooltips on disabled buttons). The reason is its tooltip and its accessible description.
 */
export function GoalGatedButton({ children, blockedReason, onClick, ref, ...buttonProps }: GoalGatedButtonProps) {
  const reasonId = useId();
  const isBlocked = blockedReason !== null;
  const button = (
    <Button
      {...buttonProps}
      ref={ref}
      data-disabled={isBlocked || undefined}
      aria-disabled={isBlocked || undefined}
      aria-describedby={isBlocked ? reasonId : undefined}
      onClick={(event) => {
        if (isBlocked) event.preventDefault();
        else onClick();
      }}
    >
      {children}
    </Button>
  );
  if (!isBlocked) return button;
  return (
    <>
      <Tooltip label={blockedReason} events={{ hover: true, focus: true, touch: true }} multiline maw={280} withArrow>
        {button}
      </Tooltip>
      <VisuallyHidden id={reasonId}>{blockedReason}</VisuallyHidden>
    </>
  );
}
