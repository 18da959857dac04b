import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { COLOR_LETTER, type Color } from './colors.ts';

/**
 * The menu of colours a blank card part may take; the arrows, Home and End move among them; Escape or a click elsewhere
 * closes it (`onClose` says which: after a click elsewhere the focus stays where that click put it).
 */
export function ColorMenu({
  colors,
  onPick,
  onClose,
}: {
  colors: readonly Color[];
  onPick: (c: Color) => void;
  onClose: (by: 'key' | 'pointer') => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const letters = COLOR_LETTER[currentLang()];
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const onDown = (e: PointerEvent) => {
      if (ref.current !== null && !ref.current.contains(e.target as Node)) onClose('pointer');
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [onClose]);
  return (
    <div
      ref={ref}
      className="card-menu"
      role="menu"
      aria-label={t('akcioner.turn.chooseColor')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // The menu's Escape closes the menu alone, not the choice of the card it is on (hand-zone.tsx).
          e.preventDefault();
          return onClose('key');
        }
        // A menu's own keys (WAI-ARIA menu pattern): the arrows go round the colours, Home and End to the ends.
        const items = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
        const at = items.findIndex((b) => b === document.activeElement);
        const to =
          e.key === 'ArrowDown' || e.key === 'ArrowRight'
            ? (at + 1) % items.length
            : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
              ? (at - 1 + items.length) % items.length
              : e.key === 'Home'
                ? 0
                : e.key === 'End'
                  ? items.length - 1
                  : null;
        if (to === null || items.length === 0) return;
        e.preventDefault();
        items[to]?.focus();
      }}
    >
      {colors.map((c) => (
        <button
          key={c}
          type="button"
          role="menuitem"
          className={`swatch swatch--${c}`}
          data-color={c}
          onClick={() => onPick(c)}
        >
          {letters[c]} · {t(`akcioner.color.${c}`)}
        </button>
      ))}
    </div>
  );
}
