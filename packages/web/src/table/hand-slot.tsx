import type { DragEvent, PointerEvent, ReactNode } from 'react';
import type { useTouchDrag } from '../ui/use-touch-drag.ts';

type TouchDrag = ReturnType<typeof useTouchDrag>;

/**
 * A hand card's place in the hand: it follows a finger dragging the card, and while the hand can be played a long
 * press does not open the phone's context menu. Where the finger's press starts is the game's choice
 * (`onPointerDown` here or on the card): the lifted copy under the finger is drawn from that element.
 */
export function HandSlot({
  className,
  touch,
  active,
  onPointerDown,
  children,
}: {
  className: string;
  touch: TouchDrag;
  /** The hand can be played now. */
  active: boolean;
  onPointerDown?: ((e: PointerEvent<HTMLElement>) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={className}
      onPointerDown={onPointerDown}
      onPointerMove={touch.onPointerMove}
      onPointerUp={touch.onPointerUp}
      onPointerCancel={touch.onPointerCancel}
      onContextMenu={active ? (e) => e.preventDefault() : undefined}
    >
      {children}
    </div>
  );
}

/** A mouse drag of a hand card: the card is chosen as it starts, and carries its id to the drop target. */
export function dragCard<Card extends string>(card: Card, choose: ((card: Card) => void) | undefined) {
  return (e: DragEvent<HTMLElement>) => {
    choose?.(card);
    e.dataTransfer.setData('text/plain', card);
    e.dataTransfer.effectAllowed = 'move';
  };
}
