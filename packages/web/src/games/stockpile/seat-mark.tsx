import type { CSSProperties } from 'react';

/** A colour per seat for its mark (white digits read on each); never the only sign: the mark carries the number. */
const SEAT_HEX = ['#005f73', '#9b2226', '#5a3d8a', '#8a4b08', '#2d6a4f'] as const;

/**
 * A seat's mark: its number (seat + 1) on its own colour, the same on the seats list, the piles and the bid tracks,
 * so that players whose names start alike ("Бот Анна", "Бот Борис") are told apart where there is room for only a
 * mark. Decorative beside the name; `name` makes it say the name when it stands alone.
 */
export function SeatMark({ seat, name }: { seat: number; name?: string | undefined }) {
  return (
    <span
      className="sp-seatmark"
      style={{ '--seat': SEAT_HEX[seat % SEAT_HEX.length] } as CSSProperties}
      data-seat-mark={seat}
      title={name}
      role={name === undefined ? undefined : 'img'}
      aria-label={name}
      aria-hidden={name === undefined ? true : undefined}
    >
      {seat + 1}
    </span>
  );
}
