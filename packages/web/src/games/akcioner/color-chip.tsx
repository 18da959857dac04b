import { currentLang, type Lang } from '../../i18n/index.ts';
import './cards.css';
import { COLOR_LETTER, type Color } from './colors.ts';

/**
 * A stock colour as a chip: its colour, its pattern and its letter (Ж/К/С/З, Y/R/B/G), so no one needs to tell
 * hues apart. Decorative beside the colour's name unless `title` names it.
 */
export function ColorChip({
  color,
  lang = currentLang(),
  title,
  decorative = title === undefined,
}: {
  color: Color;
  lang?: Lang;
  title?: string;
  decorative?: boolean;
}) {
  return (
    <span className={`chip swatch swatch--${color}`} title={title} aria-hidden={decorative ? true : undefined}>
      {COLOR_LETTER[lang][color]}
    </span>
  );
}
