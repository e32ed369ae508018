/**
 * The season calendar (regulation §1.11; rules spec §7), in three parts: booking rules
 * (server/calendar/booking.ts), confirmation and cancelling (server/calendar/confirmation.ts) and
 * listing (server/calendar/listing.ts). Permissions are checked there, next to the data: organizers
 * reserve and change only their own dates, answer only agreements they owe; the arbiter may enter
 * any date and decide any waiting reservation.
 */
export { plannedOf, seasonCalendar } from './calendar/common';
export { createReservation, updateReservation, ReservationInput, type Booked, type ReservationParams, type ReservationPatchParams } from './calendar/booking';
export { answerAgreement, cancelReservation, cancellable } from './calendar/confirmation';
export { allReservations, listReservations, organizerView, publicCalendar, reservationTournamentCode, suggestedFinalOrganizer, type CalendarLine, type PublicReservation } from './calendar/listing';
