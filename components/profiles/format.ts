type Named = { firstName: string | null; lastName: string };

/** "Rossi Mario": surname first, as the lists show names. */
export function fullNameLastFirst(person: Named): string {
  return [person.lastName, person.firstName].filter(Boolean).join(" ");
}

export function formatPhone(person: { phone: string | null; phonePrefix: string | null }): string {
  if (!person.phone) return "";
  return [person.phonePrefix, person.phone].filter(Boolean).join(" ");
}
