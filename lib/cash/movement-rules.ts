import type { MovementDto } from "./schemas";

/** Why a movement may not be deleted from Movimenti: the error key the server answers. */
export type MovementDeleteRefusal = "transferNotDeletable" | "reservationPaymentNotDeletable";

/**
 * Whether Movimenti may delete a movement (the server refuses, the list shows no bin): null when
 * it may. A transfer half alone would change the overall takings; a reservation's payment or
 * refund is changed on its reservation, whose balance it makes.
 */
export function movementDeleteRefusal(
  movement: Pick<MovementDto, "linkedPaymentId" | "systemItem" | "reservationId">,
): MovementDeleteRefusal | null {
  if (movement.linkedPaymentId !== null || movement.systemItem === "Transfer") return "transferNotDeletable";
  if (movement.reservationId !== null) return "reservationPaymentNotDeletable";
  return null;
}
