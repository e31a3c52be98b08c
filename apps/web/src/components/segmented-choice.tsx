import { useId } from 'react';
import './segmented-choice.css';

export type SegmentedChoiceItem<Value extends string> = { label: string; value: Value };

type SegmentedChoiceProps<Value extends string> = {
  data: readonly SegmentedChoiceItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** xs: the smaller text and padding of a phone's toolbar. */
  size?: 'xs' | 'sm';
  /** The segments share the whole width (a phone's toolbar) instead of their labels' widths. */
  fullWidth?: boolean;
  /** The group's name for assistive tech: a label, or the id of what names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

/**
 * A few choices side by side (Phone or Email; System, Light or Dark; the calendar's views), drawn as Mantine's
 * SegmentedControl is, with the chosen one marked by CSS alone: a radio group, which the arrow keys
 * move through. Mantine's slides an indicator that it measures once mounted
 * (getBoundingClientRect), a forced style and layout pass over the whole page inside the first
 * render's commit: 0.2 s of the friends page's and 0.6 s of the profile's blocking time in
 * Lighthouse's phone run.
 */
export function SegmentedChoice<Value extends string>(props: SegmentedChoiceProps<Value>) {
  const { data, value, onChange, disabled = false, size = 'sm', fullWidth = false } = props;
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-disabled={disabled || undefined}
      className="hangtime-segmented-choice"
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const isChosen = item.value === value;
        return (
          <div key={item.value} className="hangtime-segmented-choice-item" data-active={isChosen || undefined}>
            <input
              className="hangtime-segmented-choice-input"
              type="radio"
              id={id}
              name={name}
              value={item.value}
              checked={isChosen}
              disabled={disabled}
              onChange={() => onChange(item.value)}
            />
            <label className="hangtime-segmented-choice-label" htmlFor={id}>
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
