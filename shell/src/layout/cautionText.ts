/** The caution of spec section 1, shown in the scrolling banner and in the footer. */
export const cautionText =
  'Caution: we do not accept stolen or illegal gold. Selling stolen or fake gold is a criminal offence. ' +
  "Anyone aged 21 or less may sell only with a parent or guardian's written letter.";
