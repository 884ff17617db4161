/** The large white fields of the shop's forms (sign-in, registration, contact), as Chakra Input props. */
export const FORM_INPUT_STYLE = { size: 'lg', rounded: 'lg', bg: 'white' } as const;
