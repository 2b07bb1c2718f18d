/**
 * Attempts in all (the first and the job queue's retries) before a transient mail failure is given
 * up; the screen shows "Tentativo 3 di 5". Its own module: the screen imports it without the
 * schemas' zod.
 */
export const MAX_DELIVERY_ATTEMPTS = 5;
