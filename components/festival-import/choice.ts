/** A mapping choice as the select holds it: an existing id, or NEW; a new room type's capacity. */
export type Choice = { value: string; capacity: string };

export const NEW = "new";
