/** Style of the parts of the frame that mean nothing on paper (navigation, banner, floating controls). */
export const printHidden = { _print: { display: 'none' } } as const;
