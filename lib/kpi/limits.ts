/** SPEC.md section 5: the KPI event selection is limited (no zod here, the browser imports it). */
export const MAX_PREDICTION_EVENTS = 10;
