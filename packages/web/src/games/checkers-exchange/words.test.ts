// Words a newcomer's audit read wrong at the table (Russian first: the game's own language).
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';

describe('Checkers Exchange words', () => {
  it("names the order form's quantity with the book's column word, short enough for the phone's narrow form", () => {
    for (const lang of ['ru', 'en'] as const) {
      const t = i18n.getFixedT(lang);
      expect(t('checkers-exchange.exchange.form.qty')).toBe(t('checkers-exchange.exchange.book.qty'));
    }
    // «Количество» beside «Цена, кр» ran into it on a 390 px phone: «КоличествоЦена, кр»
    expect(i18n.getFixedT('ru')('checkers-exchange.exchange.form.qty')).toBe('Акций');
  });

  it('says the year a token serves, a firm’s own order and the State’s shares in plain Russian', () => {
    const t = i18n.getFixedT('ru');
    expect(t('checkers-exchange.status.token.serves', { year: 2 })).toBe('Год действия жетона: 2-й.');
    expect(t('checkers-exchange.exchange.mine.forFirm', { firm: 'W1' })).toBe('от имени W1');
    expect(t('checkers-exchange.status.meeting.abstains', { count: 15 })).toBe(
      'Акций у государства: 15. Оно не голосует, и эти голоса работают против смены.',
    );
  });

  it('heads the settlement’s shares of a firm’s income apart from the firm’s own column', () => {
    for (const lang of ['ru', 'en'] as const) {
      const t = i18n.getFixedT(lang);
      const heads = ['firm', 'survivors', 'survival', 'tax', 'fee', 'net', 'earned', 'value', 'perShare'].map((k) =>
        t(`checkers-exchange.status.settlement.${k}`),
      );
      expect(new Set(heads).size, lang).toBe(heads.length);
    }
    expect(i18n.getFixedT('en')('checkers-exchange.status.settlement.net')).toBe('To firm');
  });

  it('calls an auction bid «заявка» in the status bar, as the auction panel and the log do', () => {
    const t = i18n.getFixedT('ru');
    expect(t('checkers-exchange.status.banner.help.auction')).not.toMatch(/ставк/iu);
    expect(t('checkers-exchange.exchange.auction.form')).toBe('Закрытая заявка');
  });
});
