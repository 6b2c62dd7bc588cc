/** The two screens the layout tests run on: Lighthouse's mobile screen, and a desktop. */
export const devices = [
  {
    name: 'phone',
    use: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: 'desktop', use: { viewport: { width: 1350, height: 940 } } },
];
