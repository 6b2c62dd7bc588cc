/** The header's links: 44 px high, the brand's colours, a visible focus ring. */
export const navLinkStyle = {
  px: '3',
  py: '2',
  minH: '11',
  display: 'flex',
  alignItems: 'center',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'brand.900',
  _hover: { bg: 'brand.100' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' },
  '&[aria-current=page], &[aria-current=true]': { bg: 'brand.100', fontWeight: 'bold' },
} as const;
