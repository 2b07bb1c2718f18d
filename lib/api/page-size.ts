/** Rows per page of every search route (SPEC.md section 9); no zod here, the browser imports it. */
export const PAGE_SIZE = 10;
