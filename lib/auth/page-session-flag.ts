/**
 * The page-read session's companion cookie (lib/auth/page-session.ts): no secret, readable by
 * script, so that a logout clears it with document.cookie even offline, when the server cannot
 * remove the HttpOnly `bo_page`. Page renders are signed in only while both are there. Kept apart
 * so that the browser's code can name it without loading the server's.
 */
export const PAGE_SESSION_FLAG_COOKIE = "bo_page_on";
