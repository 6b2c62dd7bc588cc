import { useState, type FocusEvent } from 'react';

/** Focus from the keyboard pauses; a click that happens to focus a button does not. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible: treat every focus as keyboard focus.
    return true;
  }
}

/**
 * Whether something that moves by itself should hold still: while the pointer is over it or
 * keyboard focus is inside it. Spread `handlers` on its outer element.
 */
export function useHoverFocusPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
