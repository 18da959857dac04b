import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { COLOR_LETTER, type Color } from './colors.ts';

/**
 * The menu of colours a blank card part may take; Escape or a click elsewhere closes it (`onClose` says which: after a
 * click elsewhere the focus stays where that click put it).
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
        if (e.key === 'Escape') onClose('key');
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
