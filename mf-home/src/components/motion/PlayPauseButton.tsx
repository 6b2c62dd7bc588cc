import { memo, type ComponentProps } from 'react';
import { fill } from '@gold/i18n';
import { chakra } from '@gold/ui';
import { motionWords } from './motionWords';

/** Props of {@link PlayPauseButton}: style props (size, colours) pass through to the button. */
export interface PlayPauseButtonProps extends Omit<
  ComponentProps<typeof chakra.button>,
  'onClick' | 'children'
> {
  /** Whether the motion is stopped (the button then offers to start it). */
  stopped: boolean;
  onToggle: () => void;
  /** What the button starts and stops, e.g. "the slide show", in the page's language. */
  what: string;
}

/** The look of a small round control: at least 24 px to touch, a clear ring for keyboard focus. */
export const roundControl = {
  minW: '6',
  minH: '6',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'full',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '1px' },
} as const;

/**
 * The round stop/start control of something that moves by itself (WCAG 2.2.2). Memoised: what it
 * sits in renders again on every beat of its motion, the button only when it is toggled.
 */
export const PlayPauseButton = memo(function PlayPauseButton({
  stopped,
  onToggle,
  what,
  ...style
}: PlayPauseButtonProps) {
  const words = motionWords.now();
  return (
    <chakra.button
      type="button"
      {...roundControl}
      {...style}
      onClick={onToggle}
      aria-label={fill(stopped ? words.start : words.stop, { what })}
    >
      <chakra.svg aria-hidden="true" viewBox="0 0 16 16" w="3.5" h="3.5" fill="currentColor">
        {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
      </chakra.svg>
    </chakra.button>
  );
});
