// Words a newcomer's audit found the table saying two ways.
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';

describe('Akcioner words', () => {
  it("names a turn's stages as the rules do, the same in the status bar, my row's badge, the log and my turn panel", () => {
    const t = i18n.getFixedT('ru');
    // the rules: «Купля-продажа», «Карта», «Снова купля-продажа»; the status bar said «торговля до карты», the badge
    // «этап 1: торговля», the turn panel «этап 1: купля-продажа, выбор карты»
    expect(t('akcioner.stage.trade1')).toBe('этап 1: купля-продажа');
    expect(t('akcioner.stage.card')).toBe('этап 2: карта');
    expect(t('akcioner.stage.trade2')).toBe('этап 3: купля-продажа');
    expect(t('akcioner.turn.stage1')).toMatch(/^этап 1: купля-продажа/);
    expect(t('akcioner.turn.stage3')).toBe(t('akcioner.stage.trade2'));
    expect(i18n.getFixedT('en')('akcioner.turn.stage3')).toBe(i18n.getFixedT('en')('akcioner.stage.trade2'));
  });

  it('counts a variant in rounds, as the table does («Раунд 1 из 8»), not «ходов»', () => {
    const help = (lang: string) =>
      i18n.getFixedT(lang)('akcioner.options.variantHelp', { big: 3, small: 5, count: 8, min: 2, max: 6 });
    expect(help('ru')).toBe('3 больших и 5 малых карт у каждого, 8 раундов; от 2 до 6 игроков.');
    expect(help('en')).toBe('3 big and 5 small cards each, 8 rounds; 2 to 6 players.');
  });
  it('tells how to choose and colour a card in words for a finger as for a mouse (a phone read «щёлкните», "click")', () => {
    for (const lang of ['ru', 'en']) {
      const t = i18n.getFixedT(lang);
      for (const key of ['akcioner.hand.pickCard', 'akcioner.hand.assignHint'])
        expect(t(key), `${lang} ${key}`).not.toMatch(/щёлкн|щелкн|click/iu);
    }
  });
});
