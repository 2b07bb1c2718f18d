/**
 * Nights and nightly allotment of hotel room blocks (DOMAIN.md, "Hotel configuration and
 * availability"). Pure functions on calendar days "YYYY-MM-DD", shared by server and client.
 * A stay or period from checkIn to checkOut occupies the nights checkIn <= night < checkOut:
 * the check-out day is not a night.
 */

import { addDays, daysBetween } from "@/lib/dates";

export type Period = { checkIn: string; checkOut: string };
export type NightAllotment = { day: string; availability: number };
export type NightAvailability = { day: string; availability: number; totalAvailability: number };
export type AvailabilityAlert = "Warning" | "Error";

/** Free rooms from 0 to this many are a warning (SPEC.md section 9); below 0 is an error. */
export const AVAILABILITY_WARNING_MAX = 5;

/** Nights between check-in and check-out (0 when check-out is not after check-in). */
export function nightCount({ checkIn, checkOut }: Period): number {
  return Math.max(0, daysBetween(checkIn, checkOut));
}

/** Every night of a stay, in order: checkIn, checkIn + 1, ..., checkOut - 1. */
export function nightsOfStay(period: Period): string[] {
  const nights: string[] = [];
  const first = period.checkIn.slice(0, 10);
  for (let i = 0; i < nightCount(period); i++) nights.push(addDays(first, i));
  return nights;
}

/** The first and last night of a period (null when it has none). */
export function periodEdges(period: Period): { firstNight: string; lastNight: string } | null {
  const count = nightCount(period);
  if (count === 0) return null;
  return { firstNight: period.checkIn.slice(0, 10), lastNight: addDays(period.checkIn, count - 1) };
}

/** True when the night belongs to the period (the check-out day does not). */
export function isNightInPeriod(night: string, { checkIn, checkOut }: Period): boolean {
  const day = night.slice(0, 10);
  return day >= checkIn.slice(0, 10) && day < checkOut.slice(0, 10);
}

/** True when two periods share at least one night (touching at check-out/check-in does not). */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.checkIn.slice(0, 10) < b.checkOut.slice(0, 10) && b.checkIn.slice(0, 10) < a.checkOut.slice(0, 10);
}

/** The rooms allotted on a night: its own override, else the room pricing's availability. */
export function allottedForNight(
  availability: number,
  overrides: readonly NightAllotment[],
  night: string,
): number {
  const day = night.slice(0, 10);
  return overrides.find((o) => o.day.slice(0, 10) === day)?.availability ?? availability;
}

/**
 * One row per night of the period: the rooms allotted (override or base) and the rooms still
 * free, `allotted - booked`.
 */
export function nightlyAvailability(
  period: Period,
  availability: number,
  overrides: readonly NightAllotment[],
  booked: (night: string) => number = () => 0,
): NightAvailability[] {
  return nightsOfStay(period).map((day) => {
    const allotted = allottedForNight(availability, overrides, day);
    return { day, availability: allotted, totalAvailability: allotted - booked(day) };
  });
}

/**
 * The per-night allotments worth storing: those of nights inside the period that differ from the
 * base availability (the last one given for a night wins). `outside` lists the nights given that
 * the period does not cover.
 */
export function overridesToStore(
  period: Period,
  availability: number,
  entries: readonly NightAllotment[],
): { overrides: NightAllotment[]; outside: string[] } {
  const byNight = new Map<string, number>();
  const outside: string[] = [];
  for (const entry of entries) {
    const day = entry.day.slice(0, 10);
    if (!isNightInPeriod(day, period)) {
      if (!outside.includes(day)) outside.push(day);
      continue;
    }
    byNight.set(day, entry.availability);
  }
  const overrides = [...byNight.entries()]
    .filter(([, allotted]) => allotted !== availability)
    .map(([day, allotted]) => ({ day, availability: allotted }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return { overrides, outside: outside.sort() };
}

/** The alert of a room over some nights: Error when a night is overbooked, Warning when 0..5 are free. */
export function availabilityAlert(totals: readonly number[]): AvailabilityAlert | null {
  if (totals.length === 0) return null;
  const lowest = Math.min(...totals);
  if (lowest < 0) return "Error";
  if (lowest <= AVAILABILITY_WARNING_MAX) return "Warning";
  return null;
}

/** The alert of one night's free rooms, for colouring it. */
export function nightAlert(totalAvailability: number): AvailabilityAlert | null {
  return availabilityAlert([totalAvailability]);
}
