/** Layout constants of spec section 9 (the header and page column of layoutCss.ts and headerCss.ts). */
export const HEADER_HEIGHT = '80px';
export const CONTENT_MAX_WIDTH = '1200px';
