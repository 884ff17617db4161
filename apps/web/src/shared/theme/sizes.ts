/** Layout constants of spec section 9. */
export const HEADER_HEIGHT = '80px';
export const CONTENT_MAX_WIDTH = '1200px';
