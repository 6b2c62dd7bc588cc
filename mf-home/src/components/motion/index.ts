// What every moving part of the home remote shares: a pause control, and when to stand still.
export { PlayPauseButton, roundControl, type PlayPauseButtonProps } from './PlayPauseButton';
export { useHoverFocusPause } from './useHoverFocusPause';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
