import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { Card, type CardId } from './card.tsx';
import { COLORS, COLOR_LETTER, type Color } from './colors.ts';
import './rules.css';

/*
 * The rules of Akcioner for players, in Russian and English, written from shared/rules/akcioner.md (rules version
 * 1). The worked examples are the spec's test vectors V2, V4, V7, V9, V11 and V12 with their exact numbers.
 */

/** Section ids: shared by both languages, so a link like /rules/akcioner#akc-zeroing works in either. */
type SectionId =
  | 'akc-goal'
  | 'akc-components'
  | 'akc-colors'
  | 'akc-scale'
  | 'akc-cards'
  | 'akc-variants'
  | 'akc-setup'
  | 'akc-turn'
  | 'akc-interface'
  | 'akc-prices'
  | 'akc-halving'
  | 'akc-overflow'
  | 'akc-compensation'
  | 'akc-zeroing'
  | 'akc-buyback-order'
  | 'akc-bankruptcy'
  | 'akc-last-round'
  | 'akc-clock'
  | 'akc-resign'
  | 'akc-end'
  | 'akc-examples'
  | 'akc-ex-seed'
  | 'akc-ex-zeroing'
  | 'akc-ex-double'
  | 'akc-ex-compensation'
  | 'akc-ex-hundred'
  | 'akc-ex-overflow-buyback'
  | 'akc-strategy';

interface TocEntry {
  readonly id: SectionId;
  readonly title: string;
  readonly sub?: readonly TocEntry[];
}

const COLOR_WORD: Readonly<Record<Lang, Readonly<Record<Color, string>>>> = {
  ru: { yellow: 'жёлтые', red: 'красные', blue: 'синие', green: 'зелёные' },
  en: { yellow: 'yellow', red: 'red', blue: 'blue', green: 'green' },
};

function titleOf(toc: readonly TocEntry[], id: SectionId): string {
  for (const e of toc) {
    if (e.id === id) return e.title;
    const inner = e.sub === undefined ? undefined : titleOf(e.sub, id);
    if (inner !== undefined && inner !== '') return inner;
  }
  return '';
}

/** Headings whose words come from the table of contents, so the two never disagree. */
function makeHeadings(toc: readonly TocEntry[]) {
  return {
    H2: ({ id }: { id: SectionId }) => <h2 id={id}>{titleOf(toc, id)}</h2>,
    H3: ({ id }: { id: SectionId }) => <h3 id={id}>{titleOf(toc, id)}</h3>,
  };
}

function Toc({ toc, label }: { toc: readonly TocEntry[]; label: string }) {
  const list = (entries: readonly TocEntry[]) => (
    <ol>
      {entries.map((e) => (
        <li key={e.id}>
          <a href={`#${e.id}`}>{e.title}</a>
          {e.sub !== undefined && list(e.sub)}
        </li>
      ))}
    </ol>
  );
  return (
    <nav className="rules-toc" aria-labelledby="akc-toc">
      <h2 id="akc-toc">{label}</h2>
      {list(toc)}
    </nav>
  );
}

/** A colour chip with its letter, as on the board. */
function Chip({ c, lang }: { c: Color; lang: Lang }) {
  return <span className={`chip swatch swatch--${c}`}>{COLOR_LETTER[lang][c]}</span>;
}

/** Chip and name: "[Ж] жёлтые". */
function ColorName({ c, lang }: { c: Color; lang: Lang }) {
  return (
    <>
      <Chip c={c} lang={lang} /> {COLOR_WORD[lang][c]}
    </>
  );
}

/** A number with a real minus sign. */
function fmt(n: number | string): string {
  return typeof n === 'number' && n < 0 ? `−${-n}` : String(n);
}

interface ColorRow {
  readonly label: ReactNode;
  readonly values: readonly (number | string)[];
  readonly extra?: number | string;
}

/** A small table with one column per colour (Y R B G), and optionally a last column (cash). */
function ColorTable({ lang, caption, corner, rows, extra }: { lang: Lang; caption?: ReactNode; corner: string; rows: readonly ColorRow[]; extra?: string }) {
  return (
    <div className="rules-table-wrap">
      <table className="grid">
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {COLORS.map((c) => (
              <th key={c} scope="col" className="num">
                <ColorName c={c} lang={lang} />
              </th>
            ))}
            {extra !== undefined && (
              <th scope="col" className="num">
                {extra}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, j) => (
                <td key={j} className="num">
                  {fmt(v)}
                </td>
              ))}
              {extra !== undefined && <td className="num">{r.extra === undefined ? '' : fmt(r.extra)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card drawn with the Card component, with a caption. */
function Fig({ card, assign, caption, size = 'lg' }: { card: CardId; assign?: readonly Color[]; caption: ReactNode; size?: 'md' | 'lg' }) {
  return (
    <figure>
      <Card card={card} assign={assign} size={size} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The price scale 10..250, the start 100 marked. */
function Scale({ label }: { label: string }) {
  const steps = Array.from({ length: 25 }, (_, i) => 10 + 10 * i);
  return (
    <ol className="rules-scale" aria-label={label}>
      {steps.map((p) => (
        <li key={p} className={p === 100 ? 'is-start' : p === 10 || p === 250 ? 'is-edge' : undefined}>
          {p}
        </li>
      ))}
    </ol>
  );
}

/** A button label of the interface, as it reads on screen. */
function Ui({ children }: { children: ReactNode }) {
  return <span className="rules-ui">{children}</span>;
}

// ---------------------------------------------------------------------------------------------------------------
// Russian

const TOC_RU: readonly TocEntry[] = [
  { id: 'akc-goal', title: 'Цель игры' },
  {
    id: 'akc-components',
    title: 'Что есть в игре',
    sub: [
      { id: 'akc-colors', title: 'Четыре цвета акций' },
      { id: 'akc-scale', title: 'Шкала цен и банк' },
      { id: 'akc-cards', title: 'Карты' },
      { id: 'akc-variants', title: 'Варианты партии' },
    ],
  },
  { id: 'akc-setup', title: 'Начало партии' },
  { id: 'akc-turn', title: 'Ход: три этапа', sub: [{ id: 'akc-interface', title: 'Как сделать ход на нашем сайте' }] },
  { id: 'akc-prices', title: 'Как карта меняет цены', sub: [{ id: 'akc-halving', title: 'Деление пополам и округление' }] },
  { id: 'akc-overflow', title: 'Выше 250: выплата держателям' },
  { id: 'akc-compensation', title: 'Компенсация ходящему' },
  { id: 'akc-zeroing', title: 'Вывод в ноль, изъятие и выкуп', sub: [{ id: 'akc-buyback-order', title: 'Очерёдность выкупа' }] },
  { id: 'akc-bankruptcy', title: 'Банкротство' },
  { id: 'akc-last-round', title: 'Последний раунд' },
  { id: 'akc-clock', title: 'Время на ход' },
  { id: 'akc-resign', title: 'Если вы сдаётесь' },
  { id: 'akc-end', title: 'Конец игры, капитал и места' },
  {
    id: 'akc-examples',
    title: 'Разобранные примеры',
    sub: [
      { id: 'akc-ex-seed', title: 'Пример 1. Ход из оригинальных правил' },
      { id: 'akc-ex-zeroing', title: 'Пример 2. Вывод в ноль и частичный выкуп' },
      { id: 'akc-ex-double', title: 'Пример 3. Удвоение выше 250' },
      { id: 'akc-ex-compensation', title: 'Пример 4. Компенсация за ÷2' },
      { id: 'akc-ex-hundred', title: 'Пример 5. Сотня выводит в ноль три цвета' },
      { id: 'akc-ex-overflow-buyback', title: 'Пример 6. Выплата оплачивает выкуп' },
    ],
  },
  { id: 'akc-strategy', title: 'Советы' },
];

export function AkcionerRulesRu() {
  const lang = 'ru';
  const { H2, H3 } = makeHeadings(TOC_RU);
  const Y = <Chip c="yellow" lang={lang} />;
  const R = <Chip c="red" lang={lang} />;
  const B = <Chip c="blue" lang={lang} />;
  const G = <Chip c="green" lang={lang} />;
  return (
    <div className="rules-body" lang="ru">
      <h1>Правила игры «Акционер»</h1>
      <p className="rules-lead">
        «Акционер» — биржевая игра для 2–6 игроков. Её придумали киевские любители на основе американской игры «Брокер», а
        в 1990 году её напечатал журнал «Наука и жизнь». Игроки покупают и продают акции четырёх цветов и двигают их курсы
        картами. Карты раздаются случайно, но расчёт и умение читать соперников обычно важнее расклада.
      </p>
      <Toc toc={TOC_RU} label="Содержание" />

      <H2 id="akc-goal" />
      <p>
        Побеждает тот, у кого к концу партии <strong>больше капитал</strong>: деньги на счёте плюс стоимость всех его акций по
        последним ценам. Поднимайте цены акций, которые держите вы, роняйте цены акций, которые держат соперники, и вовремя
        перекладывайте деньги из одного цвета в другой.
      </p>

      <H2 id="akc-components" />
      <H3 id="akc-colors" />
      <p>В игре четыре вида акций. У каждого цвета есть буква и узор — по ним цвета легко различить даже без цветного зрения:</p>
      <ul>
        {COLORS.map((c) => (
          <li key={c}>
            <ColorName c={c} lang={lang} />
          </li>
        ))}
      </ul>
      <p>Порядок цветов везде один и тот же: жёлтые, красные, синие, зелёные. В примерах ниже цены и пакеты акций записаны в этом порядке.</p>

      <H3 id="akc-scale" />
      <p>
        Цена любой акции лежит на шкале <strong>от 10 до 250 с шагом 10</strong>. В начале партии каждая акция стоит{' '}
        <strong>100</strong>.
      </p>
      <Scale label="Шкала цен от 10 до 250; начальная цена 100" />
      <p>
        Торгуют только с банком: он продаёт и покупает любое количество акций по текущей цене, акций хватает на всех. Сделки —
        только целыми акциями; в долг покупать нельзя, продавать акции, которых у вас нет, тоже нельзя, и игроки между собой не
        торгуют. Деньги и акции каждого игрока видны всем (зона «Счета»).
      </p>

      <H3 id="akc-cards" />
      <p>
        В колоде <strong>52 карты</strong>: 20 больших и 32 малых. На каждой карте есть одна <strong>окрашенная</strong> часть —
        она всегда действует на акции своего цвета — и одна или три <strong>неокрашенные</strong>. Неокрашенную часть игрок,
        сыгравший карту, сам отдаёт любому другому цвету: каждой части — свой цвет, и отдать её цвету самой карты нельзя. Так
        одна карта меняет сразу две или четыре цены. Большие карты нарисованы с толстой рамкой.
      </p>
      <h4>«Сотни» — 12 карт, по три каждого цвета</h4>
      <p>+100 своему цвету и −30, −20, −10 трём остальным цветам, каждому по одной части.</p>
      <div className="rules-cards">
        <Fig card="H-yellow-1" caption="Жёлтая сотня в руке: неокрашенные части ещё без цвета" />
        <Fig card="H-yellow-1" assign={['red', 'blue', 'green']} caption="Та же карта, разыгранная: К −30, С −20, З −10" />
      </div>
      <h4>«Двойки» — 8 карт, по две каждого цвета</h4>
      <p>
        Одна двойка удваивает цену своего цвета и делит пополам цену другого (×2 и ÷2), другая — наоборот: делит свой цвет
        пополам и удваивает другой.
      </p>
      <div className="rules-cards">
        <Fig card="D-red-up" assign={['blue']} caption="Красные ×2, синие ÷2" />
        <Fig card="D-red-down" caption="Красные ÷2, неокрашенная часть ×2" />
      </div>
      <h4>Малые карты — 32 карты, по восемь каждого цвета</h4>
      <p>
        Они двигают цены на 30, 40, 50 или 60: +30/−60, +40/−50, +50/−40, +60/−30 и наоборот −30/+60, −40/+50, −50/+40,
        −60/+30 (первое число — окрашенная часть). Два числа малой карты всегда дают в сумме 90.
      </p>
      <div className="rules-cards">
        <Fig card="S-green-p30" assign={['yellow']} caption="Зелёные +30, жёлтые −60" />
        <Fig card="S-blue-m60" assign={['yellow']} caption="Синие −60, жёлтые +30" />
      </div>

      <H3 id="akc-variants" />
      <p>Создатель стола выбирает вариант; от него зависит, сколько карт получает каждый, сколько будет раундов и сколько человек может играть.</p>
      <div className="rules-table-wrap">
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Вариант</th>
              <th scope="col" className="num">
                Больших карт
              </th>
              <th scope="col" className="num">
                Малых карт
              </th>
              <th scope="col" className="num">
                Раундов
              </th>
              <th scope="col" className="num">
                Игроков
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Короткий</th>
              <td className="num">3</td>
              <td className="num">5</td>
              <td className="num">8</td>
              <td className="num">2–6</td>
            </tr>
            <tr>
              <th scope="row">Классический (по умолчанию)</th>
              <td className="num">4</td>
              <td className="num">6</td>
              <td className="num">10</td>
              <td className="num">2–5</td>
            </tr>
            <tr>
              <th scope="row">Длинный</th>
              <td className="num">5</td>
              <td className="num">7</td>
              <td className="num">12</td>
              <td className="num">2–4</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Карт у каждого ровно столько, сколько раундов: одна карта — один ход. Остальные карты в партии не участвуют, и их не
        видит никто. Кроме варианта, создатель стола выбирает округление при делении пополам и время на ход; до конца партии
        настройки не меняются.
      </p>

      <H2 id="akc-setup" />
      <ul>
        <li>
          У каждого игрока по <strong>1 акции каждого цвета</strong> (капитал 400) и <strong>0 денег</strong>.
        </li>
        <li>Все цены — 100.</li>
        <li>Порядок хода определяет жребий; он не меняется всю партию.</li>
        <li>
          Карты раздаются случайно. Свои карты видите только вы; сыгранные карты видят все, и все знают, сколько карт осталось у
          каждого.
        </li>
      </ul>

      <H2 id="akc-turn" />
      <p>
        Партия состоит из <strong>раундов</strong>. В каждом раунде каждый игрок по порядку делает один ход. Ход состоит из трёх
        этапов, и все три делает сам ходящий:
      </p>
      <ol>
        <li>
          <strong>Купля-продажа.</strong> Продайте любые свои акции и купите другие по текущим ценам. Сначала выполняются все
          продажи, затем покупки, поэтому деньги от продажи сразу идут на покупку. Можно ничего не покупать и не продавать.
        </li>
        <li>
          <strong>Карта.</strong> Сыграйте ровно одну карту с руки (пропустить нельзя), раздав цвета её неокрашенным частям.
          Цены меняются, банк платит компенсацию и выплаты сверх максимума, у соперников могут изъять акции.
        </li>
        <li>
          <strong>Снова купля-продажа</strong> — уже по новым ценам. Одно ограничение: <strong>акции, купленные на этапе 1 этого
          хода, продавать нельзя</strong>, они заблокированы до конца хода. Акции, которые были у вас раньше, продавать можно.
        </li>
      </ol>
      <p>После этого ходит следующий игрок. Когда походили все, начинается следующий раунд.</p>

      <H3 id="akc-interface" />
      <p>
        Весь ход собирается у вас на экране и уходит на сервер одним нажатием, поэтому до кнопки <Ui>Готово</Ui> любое решение
        можно переиграть.
      </p>
      <ul>
        <li>
          <strong>Этап 1.</strong> В зоне «Мой ход» у каждого цвета есть стрелки ▲ и ▼. ▲ добавляет покупку одной акции, ▼ —
          продажу одной. Между стрелками видно итоговое количество: «+2» — купить две, «−1» — продать одну. Рядом показано,
          сколько акций станет и сколько останется денег. Кнопка <Ui>Сброс</Ui> обнуляет все изменения.
        </li>
        <li>
          <strong>Этап 2.</strong> Выберите карту в зоне «Мои карты». Щёлкните по каждой незакрашенной части и выберите для
          неё цвет в меню, затем перетащите карту на поле «Перетащите карту сюда» (или нажмите на это поле). Вы сразу видите,
          что сделает карта: новые цены, компенсации, выплаты, изъятия и выкупы. Кнопка <Ui>Отмена</Ui> убирает карту и
          возвращает вас к этапу 1; ваши сделки этапа 1 сохраняются, и их можно поправить.
        </li>
        <li>
          <strong>Этап 3.</strong> Снова стрелки ▲▼, теперь по новым ценам. Заблокированные акции показаны в скобках: «2 (1)»
          значит, что у вас две акции этого цвета и одна из них куплена на этапе 1 — продать можно только одну.
        </li>
        <li>
          <Ui>Готово</Ui> отправляет весь ход сразу: сделки этапа 1, карту и сделки этапа 3. Сервер принимает ход целиком или не
          принимает вовсе (тогда вы увидите, что не так, и сможете исправить); принятый ход отменить нельзя.
        </li>
      </ul>

      <H2 id="akc-prices" />
      <p>
        Каждая часть карты действует на свой цвет; за одну карту каждый цвет меняется не больше одного раза. «+n» и «−n»
        прибавляют и вычитают, «×2» удваивает цену, «÷2» делит её пополам. Если по карте цена получилась бы{' '}
        <strong>выше 250</strong>, она становится 250; если <strong>ниже 10</strong> — становится 10. «Лишнее» при этом не
        пропадает: выше 250 банк платит держателям, ниже 10 акции выводятся в ноль (об этом ниже).
      </p>
      <H3 id="akc-halving" />
      <p>
        Если половина цены не кратна 10, её округляют — <strong>вверх</strong> (так по умолчанию) или вниз, как выбрал создатель
        стола: 170 → 90 (вверх) или 80 (вниз); 150 → 80 или 70; 30 → 20 или 10. Особый случай — половина от 10: это 5 при любом
        округлении. Цена остаётся 10, но акции выводятся в ноль, и цена выкупа — 5.
      </p>

      <H2 id="akc-overflow" />
      <p>
        Когда карта поднимает цену выше 250, <strong>каждый</strong> владелец акций этого цвета — и сам ходящий, и остальные —
        получает от банка превышение за каждую свою акцию. Красные стоят 200, двойка ×2 даёт 400: цена становится 250, а каждый
        держатель получает по 150 за каждую красную акцию. Если цена уже 250 и сотня добавляет 100, каждый держатель получает
        по 100 за акцию, а цена остаётся 250. Эти деньги можно тратить уже на этапе 3 того же хода.
      </p>

      <H2 id="akc-compensation" />
      <p>
        Если <strong>ваша</strong> карта понижает цену цвета, акции которого у вас есть, банк сразу возмещает вам потерю:
        разницу между старой и новой ценой за каждую вашу акцию этого цвета. Неважно, какая часть карты понизила цену —
        окрашенная или неокрашенная, «−n» или «÷2». Считаются все ваши акции этого цвета, в том числе купленные на этапе 1 этого
        же хода.
      </p>
      <p>
        Компенсацию получает только ходящий. Остальные игроки за падение цены ничего не получают — но и штрафов в игре нет.
        При выводе в ноль компенсация считается до цены 10: если цена была 30, вы получите 20 за акцию. Главное следствие:{' '}
        <strong>понижать цены своих акций своей картой вам ничего не стоит</strong>.
      </p>

      <H2 id="akc-zeroing" />
      <p>
        Если по карте цена получилась бы <strong>ниже 10</strong> (например, 30 − 60 = −30), цена становится 10, а акции этого
        цвета <strong>выведены в ноль</strong>:
      </p>
      <ul>
        <li>акции ходящего остаются у него (и он получает компенсацию до 10);</li>
        <li>у всех остальных игроков все акции этого цвета изымает банк;</li>
        <li>
          каждый из них <strong>обязан выкупить</strong> изъятые акции — сколько хватит денег — по цене выкупа; остальные
          аннулируются.
        </li>
      </ul>
      <p>
        <strong>Цена выкупа</strong> одной акции — это разница между тем, на сколько карта должна была понизить цену, и тем, на
        сколько цена понизилась на самом деле; иначе говоря, 10 минус «цена по карте». Синие стоили 30, карта −60: на деле цена
        упала на 20, значит, выкуп стоит 60 − 20 = 40 за акцию. При «÷2» от цены 10 выкуп стоит 5.
      </p>
      <p className="rules-note">
        Выкупают только наличными. Продать другие акции ради выкупа нельзя. Но в счёт идут деньги, полученные от этой же карты,
        например выплата сверх максимума (см. пример 6).
      </p>
      <H3 id="akc-buyback-order" />
      <p>
        Сотня может вывести в ноль сразу два или три цвета. Тогда игрок выкупает их по очереди: сначала цвет с{' '}
        <strong>меньшей ценой выкупа</strong>; при равной цене выкупа — цвет, который <strong>до карты стоил дешевле</strong>;
        если и это совпало — в порядке {Y} {R} {B} {G}. Пока хватает денег, игрок выкупает акции текущего цвета, потом переходит
        к следующему.
      </p>

      <H2 id="akc-bankruptcy" />
      <p>
        После каждой карты проверяются все игроки, и ходящий тоже. Если у игрока <strong>не осталось ни одной акции</strong> и
        денег <strong>меньше, чем стоит самая дешёвая акция</strong>, он банкрот и выбывает из игры. Его деньги засчитываются в
        итогах, а его карты уходят из игры нераскрытыми. Торговлей обанкротиться нельзя: продав все акции, вы получите хотя бы
        цену самой дешёвой. Если в игре остался только один игрок, партия сразу заканчивается.
      </p>

      <H2 id="akc-last-round" />
      <p>
        В последнем раунде у каждого остаётся одна карта, и <strong>торговли нет</strong>: ход состоит из одной карты.
        Компенсация, выплаты сверх максимума, вывод в ноль и выкуп действуют как обычно. Значит, последний шанс купить или
        продать — этап 3 вашего хода в предпоследнем раунде. Преимущество у того, кто ходит последним: его последняя карта
        остаётся скрытой дольше всех.
      </p>

      <H2 id="akc-clock" />
      <p>
        Обычно на ход даётся 120 секунд; создатель стола может выбрать другое время или игру без часов. Весь ход — все три
        этапа — нужно закончить и нажать <Ui>Готово</Ui> до конца отсчёта. Если время вышло, сервер доигрывает ход за вас:
        без сделок, а карту выбирает сам — ту, после которой ваш капитал сильнее всего опережает капитал лучшего из соперников.
        После двух пропущенных ходов подряд за вас начинает играть бот.
      </p>

      <H2 id="akc-resign" />
      <p>
        Сдаться можно в любой момент, даже не в свой ход. Ваши акции уходят банку, деньги остаются за вами, карты уходят из игры
        нераскрытыми. Сдавшийся занимает место ниже всех, в том числе ниже банкротов. Если за столом остался один игрок,
        партия заканчивается.
      </p>

      <H2 id="akc-end" />
      <p>
        Партия заканчивается, когда последний игрок сыграл карту последнего раунда (или раньше, если в игре остался один
        игрок). Тогда считают капитал:
      </p>
      <p>
        <strong>капитал = деньги + сумма по цветам (количество акций × итоговая цена)</strong>.
      </p>
      <p>
        Например, при итоговых ценах 90/80/200/200 игрок с одной акцией каждого цвета и 80 деньгами имеет 90 + 80 + 200 + 200 +
        80 = 650. Места распределяются так:
      </p>
      <ol>
        <li>оставшиеся в игре — по капиталу; при равном капитале место общее, а если поровну у лучших — это ничья, победа делится;</li>
        <li>затем банкроты: кто выбыл позже, стоит выше;</li>
        <li>последними — сдавшиеся.</li>
      </ol>

      <H2 id="akc-examples" />
      <p className="muted">Во всех примерах два игрока, А и Б. Цены и пакеты акций записаны в порядке {Y} {R} {B} {G}.</p>

      <section className="rules-example">
        <H3 id="akc-ex-seed" />
        <p>
          Партия из оригинальных правил: игроки test и test2, короткий вариант, по жребию первым ходит test2. У обоих по одной
          акции каждого цвета и нет денег, все цены 100.
        </p>
        <ol>
          <li>
            <strong>Этап 1.</strong> test2 нажимает ▼ у жёлтых (−1) и ▲ у зелёных (+1): продаёт одну жёлтую за 100 и на эти
            деньги покупает одну зелёную. Денег 0, акции 0/1/1/2, одна зелёная заблокирована.
          </li>
          <li>
            <strong>Этап 2.</strong> test2 играет жёлтую двойку «÷2» и отдаёт её неокрашенную часть «×2» зелёным. Жёлтые 100 → 50,
            зелёные 100 → 200. Жёлтых у test2 нет, поэтому компенсации нет.
          </li>
          <li>
            <strong>Этап 3.</strong> У зелёных показано «2 (1)». Продать обе нельзя — сервер ответит, что акции, купленные до
            карты, в этом ходу не продаются. test2 продаёт одну зелёную за 200 и покупает четыре жёлтые по 50 (200). Денег 0,
            акции 4/1/1/1.
          </li>
        </ol>
        <div className="rules-cards">
          <Fig card="D-yellow-down" assign={['green']} caption="Жёлтые ÷2, зелёные ×2" />
        </div>
        <ColorTable
          lang={lang}
          corner="test2"
          extra="Деньги"
          rows={[
            { label: 'цены до хода', values: [100, 100, 100, 100] },
            { label: 'цены после карты', values: [50, 100, 100, 200] },
            { label: 'акции до хода', values: [1, 1, 1, 1], extra: 0 },
            { label: 'после этапа 1', values: [0, 1, 1, 2], extra: 0 },
            { label: 'после этапа 3', values: [4, 1, 1, 1], extra: 0 },
          ]}
        />
        <p>
          Итог: у test2 7 акций вместо 4 (на 3 больше), капитал 4 × 50 + 100 + 100 + 200 = <strong>600</strong> (на 200
          больше). У test, который ещё не ходил, капитал 50 + 100 + 100 + 200 = <strong>450</strong>.
        </p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-zeroing" />
        <p>
          Синие стоят 30, остальные 100. У А четыре синие акции. У Б три красные, 25 синих и 420 денег. А играет малую карту
          «синие −60» и отдаёт «+30» жёлтым.
        </p>
        <div className="rules-cards">
          <Fig card="S-blue-m60" assign={['yellow']} caption="Синие −60, жёлтые +30" />
        </div>
        <ul>
          <li>Жёлтые: 100 → 130.</li>
          <li>Синие: 30 − 60 = −30, цена 10, синие выведены в ноль.</li>
          <li>А получает компенсацию (30 − 10) × 4 = 80 и сохраняет свои 4 синие.</li>
          <li>
            У Б изымают все 25 синих. Цена выкупа: карта должна была понизить цену на 60, а понизила на 20, значит 60 − 20 =
            40. На 420 Б выкупает 10 акций за 400, у него остаётся 20 денег, 15 акций аннулированы.
          </li>
        </ul>
        <p>
          После хода цены 130/100/10/100; у Б 3 красные, 10 синих и 20 денег — он остаётся в игре.
        </p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-double" />
        <p>
          Красные стоят 200, остальные 100. У А 10 красных, у Б 4 красные и 2 зелёные, денег ни у кого нет. А ничего не
          покупает и играет красную двойку «×2», отдав «÷2» зелёным.
        </p>
        <div className="rules-cards">
          <Fig card="D-red-up" assign={['green']} caption="Красные ×2, зелёные ÷2" />
        </div>
        <ul>
          <li>Красные: 200 × 2 = 400, цена 250; превышение 150 на акцию. А получает 150 × 10 = 1500, Б — 150 × 4 = 600.</li>
          <li>Зелёные: 100 → 50. Зелёных у А нет — компенсации нет; Б за падение своих зелёных ничего не получает.</li>
          <li>
            На этапе 3 А покупает 30 зелёных по 50 ровно на 1500. Купить 31 нельзя: это 1550, а у А 1500.
          </li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-compensation" />
        <p>
          Красные стоят 150, остальные 100. У А одна красная акция и 300 денег. На этапе 1 А покупает 2 красные за 300: теперь
          у него 3 красные (2 заблокированы) и 0 денег. Затем играет синюю двойку «×2» и отдаёт «÷2» красным.
        </p>
        <div className="rules-cards">
          <Fig card="D-blue-up" assign={['red']} caption="Синие ×2, красные ÷2" />
        </div>
        <ul>
          <li>Синие: 100 → 200.</li>
          <li>Красные: 150 ÷ 2 = 75, с округлением вверх — 80.</li>
          <li>
            Компенсация А: (150 − 80) × 3 = <strong>210</strong> — считаются все три красные, и две только что купленные тоже.
          </li>
          <li>
            На этапе 3 у красных показано «3 (2)»: продать можно только одну, старую. А продаёт её за 80: денег 290, красных 2.
          </li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-hundred" />
        <p>
          Цены 100/20/10/10. У А одна жёлтая и одна красная, денег нет. У Б по 5 красных, синих и зелёных и 100 денег. А играет
          жёлтую сотню: −30 красным, −20 синим, −10 зелёным.
        </p>
        <div className="rules-cards">
          <Fig card="H-yellow-1" assign={['red', 'blue', 'green']} caption="Жёлтые +100, красные −30, синие −20, зелёные −10" />
        </div>
        <ColorTable
          lang={lang}
          corner="Цена"
          rows={[
            { label: 'до карты', values: [100, 20, 10, 10] },
            { label: 'по карте', values: [200, -10, -10, 0] },
            { label: 'после', values: [200, 10, 10, 10] },
            { label: 'цена выкупа', values: ['—', 20, 20, 10] },
          ]}
        />
        <ul>
          <li>Красные, синие и зелёные выведены в ноль.</li>
          <li>А получает компенсацию за красную: (20 − 10) × 1 = 10. Его акции не изымаются.</li>
          <li>
            У Б изымают все 15 акций. Очерёдность выкупа: сначала зелёные (выкуп 10 — самый дешёвый), потом синие и красные (обе
            по 20, но синие до карты стоили 10, а красные 20 — синие первыми).
          </li>
        </ul>
        <div className="rules-table-wrap">
          <table className="grid">
            <thead>
              <tr>
                <th scope="col">Очередь</th>
                <th scope="col">Цвет</th>
                <th scope="col" className="num">
                  Выкуплено
                </th>
                <th scope="col" className="num">
                  Заплачено
                </th>
                <th scope="col" className="num">
                  Аннулировано
                </th>
                <th scope="col" className="num">
                  Денег осталось
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>1</td>
                <td>{G} зелёные по 10</td>
                <td className="num">5</td>
                <td className="num">50</td>
                <td className="num">0</td>
                <td className="num">50</td>
              </tr>
              <tr>
                <td>2</td>
                <td>{B} синие по 20</td>
                <td className="num">2</td>
                <td className="num">40</td>
                <td className="num">3</td>
                <td className="num">10</td>
              </tr>
              <tr>
                <td>3</td>
                <td>{R} красные по 20</td>
                <td className="num">0</td>
                <td className="num">0</td>
                <td className="num">5</td>
                <td className="num">10</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>У Б остаются 2 синие, 5 зелёных и 10 денег. Акции у него есть, поэтому он не банкрот.</p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-overflow-buyback" />
        <p>
          Цены 200/10/100/100. У А одна жёлтая и две синие, у Б две жёлтые и четыре красные; денег ни у кого нет. А играет
          жёлтую сотню: −30 красным, −20 синим, −10 зелёным.
        </p>
        <div className="rules-cards">
          <Fig card="H-yellow-1" assign={['red', 'blue', 'green']} caption="Жёлтые +100, красные −30, синие −20, зелёные −10" />
        </div>
        <ul>
          <li>Жёлтые: 200 + 100 = 300, цена 250. Выплата по 50 за акцию: А получает 50, Б — 100.</li>
          <li>Красные: 10 − 30 = −20, цена 10, выведены в ноль; цена выкупа 10 − (−20) = 30.</li>
          <li>Синие: 100 → 80. Компенсация А: 20 × 2 = 40.</li>
          <li>Зелёные: 100 → 90.</li>
          <li>
            У Б изымают 4 красные. Выплата за жёлтые пришла от этой же карты, поэтому у Б есть 100: он выкупает 3 красные за 90,
            одна аннулирована, остаётся 10 денег.
          </li>
        </ul>
        <ColorTable
          lang={lang}
          corner="После хода"
          extra="Деньги"
          rows={[
            { label: 'цены', values: [250, 10, 80, 90] },
            { label: 'А', values: [1, 0, 2, 0], extra: 90 },
            { label: 'Б', values: [2, 3, 0, 0], extra: 10 },
          ]}
        />
        <p>
          Капитал А: 250 + 2 × 80 + 90 = <strong>500</strong>; капитал Б: 2 × 250 + 3 × 10 + 10 = <strong>540</strong>. Без
          выплаты сверх максимума Б не смог бы выкупить ни одной красной акции.
        </p>
      </section>

      <H2 id="akc-strategy" />
      <ul>
        <li>
          <strong>Свои понижения бесплатны.</strong> Компенсация возмещает вам ровно то, что вы теряете, поэтому карта, которая
          обрушивает ваш цвет, бьёт только по соперникам. Частый приём: держать цвет, обрушить его своей картой, получить
          компенсацию и дёшево докупить его на этапе 3.
        </li>
        <li>
          <strong>Покупайте до подъёма.</strong> Акции, купленные на этапе 1, полностью участвуют в росте от вашей карты;
          блокировка не мешает, если вы и так хотите их держать. Продавать перед собственным обвалом бессмысленно.
        </li>
        <li>
          <strong>Выплата сверх 250 превращает цену в деньги.</strong> Она выгодна, если этого цвета у вас больше, чем у
          соперников; иначе это подарок им. Удвоение цены от 130 и выше всегда перехлёстывает 250.
        </li>
        <li>
          <strong>Берегитесь вывода в ноль.</strong> Цвет по цене 10–60 может обнулить одна карта, а выкуп стоит до 60 за
          акцию. Держите запас денег под дешёвые акции или не держите их во время чужих ходов. И наоборот: вывести в ноль цвет,
          в который вложился соперник без денег, — самая сильная атака.
        </li>
        <li>
          <strong>Считайте карты.</strong> Сыгранные карты видны всем. У каждого цвета три сотни, одна двойка «×2» и одна «÷2»;
          сколько больших карт осталось у соперника, видно по его сыгранным.
        </li>
        <li>
          <strong>Думайте о ходах соперников.</strong> Пока вы ждёте, каждый соперник сыграет карту: он поднимет свои цвета и
          бесплатно уронит чужие. Разнообразие в акциях и запас денег ограничивают урон.
        </li>
        <li>
          <strong>Последняя торговля решает многое.</strong> После этапа 3 в предпоследнем раунде ваши акции уже не изменятся
          иначе как через компенсацию, выплаты и вывод в ноль. Планируйте её вместе со своей последней картой.
        </li>
        <li>
          <strong>Важно только место.</strong> Сравнивайте свой капитал с капиталом сильнейшего соперника, а не с собственным
          прошлым.
        </li>
      </ul>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// English

const TOC_EN: readonly TocEntry[] = [
  { id: 'akc-goal', title: 'Goal of the game' },
  {
    id: 'akc-components',
    title: 'What is in the game',
    sub: [
      { id: 'akc-colors', title: 'Four colours of shares' },
      { id: 'akc-scale', title: 'The price scale and the bank' },
      { id: 'akc-cards', title: 'The cards' },
      { id: 'akc-variants', title: 'Variants' },
    ],
  },
  { id: 'akc-setup', title: 'Setting up' },
  { id: 'akc-turn', title: 'A turn in three stages', sub: [{ id: 'akc-interface', title: 'Playing a turn on this site' }] },
  { id: 'akc-prices', title: 'How a card moves prices', sub: [{ id: 'akc-halving', title: 'Halving and rounding' }] },
  { id: 'akc-overflow', title: 'Above 250: a payout to holders' },
  { id: 'akc-compensation', title: 'Compensation for the mover' },
  { id: 'akc-zeroing', title: 'Zeroing, confiscation and buyback', sub: [{ id: 'akc-buyback-order', title: 'Buyback order' }] },
  { id: 'akc-bankruptcy', title: 'Bankruptcy' },
  { id: 'akc-last-round', title: 'The last round' },
  { id: 'akc-clock', title: 'The clock' },
  { id: 'akc-resign', title: 'Resigning' },
  { id: 'akc-end', title: 'End of the game, capital and ranking' },
  {
    id: 'akc-examples',
    title: 'Worked examples',
    sub: [
      { id: 'akc-ex-seed', title: 'Example 1. A turn from the original rules' },
      { id: 'akc-ex-zeroing', title: 'Example 2. Zeroing and a partial buyback' },
      { id: 'akc-ex-double', title: 'Example 3. Doubling past 250' },
      { id: 'akc-ex-compensation', title: 'Example 4. Compensation for ÷2' },
      { id: 'akc-ex-hundred', title: 'Example 5. A hundred zeroes three colours' },
      { id: 'akc-ex-overflow-buyback', title: 'Example 6. A payout funds a buyback' },
    ],
  },
  { id: 'akc-strategy', title: 'Tips' },
];

export function AkcionerRulesEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const Y = <Chip c="yellow" lang={lang} />;
  const R = <Chip c="red" lang={lang} />;
  const B = <Chip c="blue" lang={lang} />;
  const G = <Chip c="green" lang={lang} />;
  return (
    <div className="rules-body" lang="en">
      <h1>Rules of Akcioner (The Shareholder)</h1>
      <p className="rules-lead">
        Akcioner («Акционер», “the shareholder”) is a stock-market game for 2 to 6 players. Amateur players in Kiev made it
        from the American game <i>Broker</i>, and the Soviet magazine «Наука и жизнь» published it in 1990. Players buy and
        sell shares of four colours and move their prices with cards. The deal is random, but planning and reading your
        opponents usually matter more than the cards you get.
      </p>
      <Toc toc={TOC_EN} label="Contents" />

      <H2 id="akc-goal" />
      <p>
        The winner is the player with the <strong>highest capital</strong> at the end: cash plus the value of all their shares
        at the final prices. Raise the prices of what you hold, drop the prices of what your opponents hold, and move your money
        from colour to colour at the right moment.
      </p>

      <H2 id="akc-components" />
      <H3 id="akc-colors" />
      <p>There are four kinds of shares. Each colour also has a letter and a pattern, so they are easy to tell apart without colour vision:</p>
      <ul>
        {COLORS.map((c) => (
          <li key={c}>
            <ColorName c={c} lang={lang} />
          </li>
        ))}
      </ul>
      <p>The colours always come in this order: yellow, red, blue, green. Prices and holdings in the examples below are written in this order.</p>

      <H3 id="akc-scale" />
      <p>
        Every price lies on a scale <strong>from 10 to 250 in steps of 10</strong>. At the start every share costs{' '}
        <strong>100</strong>.
      </p>
      <Scale label="Price scale from 10 to 250; starting price 100" />
      <p>
        You trade only with the bank. It sells and buys any number of shares at the current price, and there are always enough
        shares for everyone. You trade whole shares only; you cannot borrow, you cannot sell shares you do not have, and players
        never trade with each other. Every player’s cash and shares are visible to all (the Accounts zone).
      </p>

      <H3 id="akc-cards" />
      <p>
        The deck has <strong>52 cards</strong>: 20 big and 32 small. Every card has one <strong>coloured</strong> part, which
        always acts on its own colour, and one or three <strong>blank</strong> parts. The player who plays the card gives each
        blank part a colour of their choice: a different colour for each part, and never the card’s own colour. So one card
        moves two or four prices at once. Big cards are drawn with a thick frame.
      </p>
      <h4>Hundreds: 12 cards, three of each colour</h4>
      <p>+100 to its own colour, and −30, −20 and −10 to the three other colours, one part each.</p>
      <div className="rules-cards">
        <Fig card="H-yellow-1" caption="A yellow hundred in your hand: the blank parts have no colour yet" />
        <Fig card="H-yellow-1" assign={['red', 'blue', 'green']} caption="The same card as played: R −30, B −20, G −10" />
      </div>
      <h4>Doubles: 8 cards, two of each colour</h4>
      <p>One double doubles its own colour and halves another one (×2 and ÷2); the other does the opposite: it halves its own colour and doubles another one.</p>
      <div className="rules-cards">
        <Fig card="D-red-up" assign={['blue']} caption="Red ×2, blue ÷2" />
        <Fig card="D-red-down" caption="Red ÷2, blank part ×2" />
      </div>
      <h4>Small cards: 32 cards, eight of each colour</h4>
      <p>
        They move prices by 30, 40, 50 or 60: +30/−60, +40/−50, +50/−40, +60/−30, and the other way round −30/+60, −40/+50,
        −50/+40, −60/+30 (the first number is the coloured part). The two numbers of a small card always add up to 90.
      </p>
      <div className="rules-cards">
        <Fig card="S-green-p30" assign={['yellow']} caption="Green +30, yellow −60" />
        <Fig card="S-blue-m60" assign={['yellow']} caption="Blue −60, yellow +30" />
      </div>

      <H3 id="akc-variants" />
      <p>The player who creates the table chooses the variant. It sets how many cards each player gets, how many rounds there are, and how many can play.</p>
      <div className="rules-table-wrap">
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col" className="num">
                Big cards
              </th>
              <th scope="col" className="num">
                Small cards
              </th>
              <th scope="col" className="num">
                Rounds
              </th>
              <th scope="col" className="num">
                Players
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Short</th>
              <td className="num">3</td>
              <td className="num">5</td>
              <td className="num">8</td>
              <td className="num">2–6</td>
            </tr>
            <tr>
              <th scope="row">Classic (default)</th>
              <td className="num">4</td>
              <td className="num">6</td>
              <td className="num">10</td>
              <td className="num">2–5</td>
            </tr>
            <tr>
              <th scope="row">Long</th>
              <td className="num">5</td>
              <td className="num">7</td>
              <td className="num">12</td>
              <td className="num">2–4</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Everyone holds exactly as many cards as there are rounds: one card per turn. The remaining cards are not used, and nobody
        ever sees them. Besides the variant, the table’s creator chooses how halves are rounded and the time per turn; the
        settings stay fixed for the whole game.
      </p>

      <H2 id="akc-setup" />
      <ul>
        <li>
          Every player starts with <strong>1 share of each colour</strong> (capital 400) and <strong>no cash</strong>.
        </li>
        <li>All prices are 100.</li>
        <li>The order of play is drawn at random and stays the same for the whole game.</li>
        <li>
          The cards are dealt at random. Only you see your own cards; everyone sees the cards that have been played and how many
          cards each player has left.
        </li>
      </ul>

      <H2 id="akc-turn" />
      <p>
        The game is played in <strong>rounds</strong>. In each round every player, in order, takes one turn. A turn has three
        stages, all played by the player whose turn it is:
      </p>
      <ol>
        <li>
          <strong>Buy and sell.</strong> Sell any of your shares and buy others at the current prices. All sales happen before
          all purchases, so the money from a sale can pay for a purchase at once. You may also do nothing.
        </li>
        <li>
          <strong>Play a card.</strong> Play exactly one card from your hand (you cannot skip), giving colours to its blank
          parts. Prices move, the bank pays compensation and overflow payouts, and opponents may lose shares.
        </li>
        <li>
          <strong>Buy and sell again</strong>, now at the new prices. One restriction: <strong>shares you bought in stage 1 of
          this turn cannot be sold</strong>; they are locked until the turn ends. Shares you held before the turn can be sold.
        </li>
      </ol>
      <p>Then the next player moves. When everyone has moved, the next round begins.</p>

      <H3 id="akc-interface" />
      <p>
        You build the whole turn on your screen and send it with one click, so until you press <Ui>Done</Ui> you can change
        your mind about anything.
      </p>
      <ul>
        <li>
          <strong>Stage 1.</strong> In the My turn zone every colour has ▲ and ▼ arrows. ▲ adds the purchase of one share, ▼
          the sale of one. The number between the arrows is the net quantity: “+2” means buy two, “−1” means sell one. Next to
          it you see how many shares you will have and how much cash will be left. <Ui>Reset</Ui> clears all your changes.
        </li>
        <li>
          <strong>Stage 2.</strong> Choose a card in the My cards zone. Click each blank part and pick its colour from the
          menu, then drag the card onto the “Drop the card here” field (or press the field). You immediately see what the card
          will do: new prices, compensation, payouts, confiscations and buybacks. <Ui>Cancel</Ui> takes the card back and
          returns you to stage 1; your stage-1 trades are kept and you can still change them.
        </li>
        <li>
          <strong>Stage 3.</strong> The ▲▼ arrows again, now at the new prices. Locked shares are shown in brackets: “2 (1)”
          means you hold two shares of that colour and one of them was bought in stage 1, so you can sell only one.
        </li>
        <li>
          <Ui>Done</Ui> sends the whole turn at once: the stage-1 trades, the card and the stage-3 trades. The server accepts the
          turn as a whole or not at all (then you see what is wrong and can fix it); an accepted turn cannot be undone.
        </li>
      </ul>

      <H2 id="akc-prices" />
      <p>
        Each part of a card acts on its own colour, and a card changes each colour at most once. “+n” and “−n” add and
        subtract, “×2” doubles the price, “÷2” halves it. If the card would take a price <strong>above 250</strong>, the price
        becomes 250; if <strong>below 10</strong>, it becomes 10. The difference is not lost: above 250 the bank pays the
        holders, below 10 the shares are zeroed (see below).
      </p>
      <H3 id="akc-halving" />
      <p>
        When half a price is not a multiple of 10 it is rounded <strong>up</strong> (the default) or down, as the table’s
        creator chose: 170 → 90 (up) or 80 (down); 150 → 80 or 70; 30 → 20 or 10. Halving 10 is special: it gives 5 with either
        rounding. The price stays 10, but the shares are zeroed with a buyback price of 5.
      </p>

      <H2 id="akc-overflow" />
      <p>
        When a card raises a price above 250, <strong>every</strong> holder of that colour, the mover and everyone else, gets
        the excess from the bank for each share they hold. Red is at 200 and a ×2 makes it 400: the price becomes 250, and every
        holder receives 150 for each red share. If the price is already 250 and a hundred adds 100, every holder receives 100 a
        share and the price stays 250. This money can be spent in stage 3 of the same turn.
      </p>

      <H2 id="akc-compensation" />
      <p>
        If <strong>your</strong> card lowers the price of a colour you hold, the bank immediately pays you what you lost: the
        difference between the old and the new price for each of your shares of that colour. It does not matter which part of
        the card lowered it (coloured or blank, “−n” or “÷2”). All your shares of that colour count, including those you bought
        in stage 1 of the same turn.
      </p>
      <p>
        Only the mover is compensated. The other players get nothing when a price falls, but there are no fines either. When a
        colour is zeroed, compensation is counted down to 10: if the price was 30, you get 20 a share. The key consequence:{' '}
        <strong>dropping the price of your own shares with your own card costs you nothing</strong>.
      </p>

      <H2 id="akc-zeroing" />
      <p>
        If a card would take a price <strong>below 10</strong> (for example 30 − 60 = −30), the price becomes 10 and that colour
        is <strong>zeroed</strong>:
      </p>
      <ul>
        <li>the mover keeps their shares (and is compensated down to 10);</li>
        <li>every other player has all their shares of that colour confiscated by the bank;</li>
        <li>
          each of them <strong>must buy back</strong> as many of the confiscated shares as their cash allows, at the buyback
          price; the rest are annulled.
        </li>
      </ul>
      <p>
        The <strong>buyback price</strong> of one share is how much the card should have lowered the price minus how much it
        actually fell; in other words, 10 minus the price the card “gave”. Blue was 30 and a card played −60: the price really
        fell by only 20, so the buyback costs 60 − 20 = 40 a share. Halving a price of 10 gives a buyback price of 5.
      </p>
      <p className="rules-note">
        Buybacks are paid in cash only. You cannot sell other shares to pay for them. But money from the same card counts, such
        as an overflow payout (see example 6).
      </p>
      <H3 id="akc-buyback-order" />
      <p>
        A hundred can zero two or three colours at once. The player then buys them back one colour at a time: first the colour
        with the <strong>lower buyback price</strong>; if those are equal, the colour that was <strong>cheaper before the
        card</strong>; if that is equal too, in the order {Y} {R} {B} {G}. The player buys back as many shares of one colour as
        the cash allows, then moves on to the next.
      </p>

      <H2 id="akc-bankruptcy" />
      <p>
        After every card all players are checked, the mover included. A player who has <strong>no shares at all</strong> and{' '}
        <strong>less cash than the cheapest share</strong> is bankrupt and leaves the game. Their cash counts in the results,
        and their cards leave the game unseen. Trading can never make you bankrupt: selling everything leaves you at least the
        price of the cheapest share. If only one player is left, the game ends at once.
      </p>

      <H2 id="akc-last-round" />
      <p>
        In the last round everyone has one card left and <strong>there is no trading</strong>: the turn is just the card.
        Compensation, overflow payouts, zeroing and buyback work as usual. So your last chance to buy or sell is stage 3 of your
        turn in the second-to-last round. The player who moves last has an edge: their last card stays hidden the longest.
      </p>

      <H2 id="akc-clock" />
      <p>
        A turn normally has 120 seconds; the table’s creator may choose another time or no clock. The whole turn, all three
        stages, must be finished with <Ui>Done</Ui> before time runs out. If it does, the server completes the turn for you:
        with no trades, and with the card (and colours) that puts your capital furthest ahead of the best opponent’s. After two
        missed turns in a row, a bot takes over your seat.
      </p>

      <H2 id="akc-resign" />
      <p>
        You may resign at any moment, even when it is not your turn. Your shares go to the bank, you keep your cash, and your
        cards leave the game unseen. A player who resigns ranks below everyone, bankrupt players included. If only one player is
        left at the table, the game ends.
      </p>

      <H2 id="akc-end" />
      <p>
        The game ends when the last player has played their card in the last round (or earlier, if only one player is left).
        Then capital is counted:
      </p>
      <p>
        <strong>capital = cash + the sum over colours of (shares × final price)</strong>.
      </p>
      <p>
        For example, with final prices 90/80/200/200, a player holding one share of each colour and 80 cash has 90 + 80 + 200 +
        200 + 80 = 650. The ranking is:
      </p>
      <ol>
        <li>players still in the game, by capital; equal capital shares a place, and equal capital at the top is a draw;</li>
        <li>then bankrupt players: the later one went out, the higher they rank;</li>
        <li>last, players who resigned.</li>
      </ol>

      <H2 id="akc-examples" />
      <p className="muted">Every example has two players, A and B. Prices and holdings are written in the order {Y} {R} {B} {G}.</p>

      <section className="rules-example">
        <H3 id="akc-ex-seed" />
        <p>
          The game from the original rules: players test and test2, the short variant, and the draw says test2 moves first.
          Both have one share of each colour and no cash; all prices are 100.
        </p>
        <ol>
          <li>
            <strong>Stage 1.</strong> test2 presses ▼ for yellow (−1) and ▲ for green (+1): sells one yellow for 100 and buys one
            green with that money. Cash 0, holdings 0/1/1/2, one green locked.
          </li>
          <li>
            <strong>Stage 2.</strong> test2 plays the yellow “÷2” double and gives its blank “×2” part to green. Yellow 100 → 50,
            green 100 → 200. test2 holds no yellow, so there is no compensation.
          </li>
          <li>
            <strong>Stage 3.</strong> Green shows “2 (1)”. Selling both is refused: shares bought before the card cannot be sold
            this turn. test2 sells one green for 200 and buys four yellow at 50 (200). Cash 0, holdings 4/1/1/1.
          </li>
        </ol>
        <div className="rules-cards">
          <Fig card="D-yellow-down" assign={['green']} caption="Yellow ÷2, green ×2" />
        </div>
        <ColorTable
          lang={lang}
          corner="test2"
          extra="Cash"
          rows={[
            { label: 'prices before', values: [100, 100, 100, 100] },
            { label: 'prices after the card', values: [50, 100, 100, 200] },
            { label: 'shares before', values: [1, 1, 1, 1], extra: 0 },
            { label: 'after stage 1', values: [0, 1, 1, 2], extra: 0 },
            { label: 'after stage 3', values: [4, 1, 1, 1], extra: 0 },
          ]}
        />
        <p>
          Result: test2 has 7 shares instead of 4 (3 more) and capital 4 × 50 + 100 + 100 + 200 = <strong>600</strong> (200
          more). test, who has not moved yet, has 50 + 100 + 100 + 200 = <strong>450</strong>.
        </p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-zeroing" />
        <p>
          Blue is at 30, the others at 100. A holds four blue shares. B holds three red, 25 blue and 420 cash. A plays the small
          card “blue −60” and gives its “+30” to yellow.
        </p>
        <div className="rules-cards">
          <Fig card="S-blue-m60" assign={['yellow']} caption="Blue −60, yellow +30" />
        </div>
        <ul>
          <li>Yellow: 100 → 130.</li>
          <li>Blue: 30 − 60 = −30, price 10; blue is zeroed.</li>
          <li>A is compensated (30 − 10) × 4 = 80 and keeps the 4 blue shares.</li>
          <li>
            All 25 of B’s blue shares are confiscated. Buyback price: the card should have lowered the price by 60 and lowered it
            by 20, so 60 − 20 = 40. With 420, B buys back 10 shares for 400, keeps 20 cash, and 15 shares are annulled.
          </li>
        </ul>
        <p>After the turn prices are 130/100/10/100; B has 3 red, 10 blue and 20 cash and stays in the game.</p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-double" />
        <p>
          Red is at 200, the others at 100. A holds 10 red; B holds 4 red and 2 green; nobody has cash. A buys nothing and plays
          the red “×2” double, giving “÷2” to green.
        </p>
        <div className="rules-cards">
          <Fig card="D-red-up" assign={['green']} caption="Red ×2, green ÷2" />
        </div>
        <ul>
          <li>Red: 200 × 2 = 400, price 250; the excess is 150 a share. A receives 150 × 10 = 1500, B receives 150 × 4 = 600.</li>
          <li>Green: 100 → 50. A holds no green, so no compensation; B gets nothing for the fall of its green shares.</li>
          <li>In stage 3 A buys 30 green at 50 for exactly 1500. Buying 31 is refused: that costs 1550 and A has 1500.</li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-compensation" />
        <p>
          Red is at 150, the others at 100. A holds one red share and 300 cash. In stage 1 A buys 2 red for 300: now A has 3 red
          (2 of them locked) and no cash. Then A plays the blue “×2” double and gives “÷2” to red.
        </p>
        <div className="rules-cards">
          <Fig card="D-blue-up" assign={['red']} caption="Blue ×2, red ÷2" />
        </div>
        <ul>
          <li>Blue: 100 → 200.</li>
          <li>Red: 150 ÷ 2 = 75, rounded up to 80.</li>
          <li>
            A’s compensation: (150 − 80) × 3 = <strong>210</strong>. All three red shares count, including the two just bought.
          </li>
          <li>In stage 3 red shows “3 (2)”: only the old share can be sold. A sells it for 80: cash 290, 2 red left.</li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-hundred" />
        <p>
          Prices are 100/20/10/10. A holds one yellow and one red and has no cash. B holds 5 red, 5 blue, 5 green and 100 cash.
          A plays a yellow hundred: −30 to red, −20 to blue, −10 to green.
        </p>
        <div className="rules-cards">
          <Fig card="H-yellow-1" assign={['red', 'blue', 'green']} caption="Yellow +100, red −30, blue −20, green −10" />
        </div>
        <ColorTable
          lang={lang}
          corner="Price"
          rows={[
            { label: 'before the card', values: [100, 20, 10, 10] },
            { label: 'the card gives', values: [200, -10, -10, 0] },
            { label: 'after', values: [200, 10, 10, 10] },
            { label: 'buyback price', values: ['—', 20, 20, 10] },
          ]}
        />
        <ul>
          <li>Red, blue and green are zeroed.</li>
          <li>A is compensated for the red share: (20 − 10) × 1 = 10. A’s shares are never confiscated.</li>
          <li>
            All 15 of B’s shares are confiscated. Buyback order: green first (buyback 10, the cheapest), then blue and red (both
            20, but blue was 10 before the card and red was 20, so blue goes first).
          </li>
        </ul>
        <div className="rules-table-wrap">
          <table className="grid">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Colour</th>
                <th scope="col" className="num">
                  Bought back
                </th>
                <th scope="col" className="num">
                  Paid
                </th>
                <th scope="col" className="num">
                  Annulled
                </th>
                <th scope="col" className="num">
                  Cash left
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>1</td>
                <td>{G} green at 10</td>
                <td className="num">5</td>
                <td className="num">50</td>
                <td className="num">0</td>
                <td className="num">50</td>
              </tr>
              <tr>
                <td>2</td>
                <td>{B} blue at 20</td>
                <td className="num">2</td>
                <td className="num">40</td>
                <td className="num">3</td>
                <td className="num">10</td>
              </tr>
              <tr>
                <td>3</td>
                <td>{R} red at 20</td>
                <td className="num">0</td>
                <td className="num">0</td>
                <td className="num">5</td>
                <td className="num">10</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>B ends with 2 blue, 5 green and 10 cash. B still holds shares, so B is not bankrupt.</p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-overflow-buyback" />
        <p>
          Prices are 200/10/100/100. A holds one yellow and two blue; B holds two yellow and four red; nobody has cash. A plays a
          yellow hundred: −30 to red, −20 to blue, −10 to green.
        </p>
        <div className="rules-cards">
          <Fig card="H-yellow-1" assign={['red', 'blue', 'green']} caption="Yellow +100, red −30, blue −20, green −10" />
        </div>
        <ul>
          <li>Yellow: 200 + 100 = 300, price 250. The payout is 50 a share: A receives 50, B receives 100.</li>
          <li>Red: 10 − 30 = −20, price 10; red is zeroed with a buyback price of 10 − (−20) = 30.</li>
          <li>Blue: 100 → 80. A’s compensation: 20 × 2 = 40.</li>
          <li>Green: 100 → 90.</li>
          <li>
            B’s 4 red shares are confiscated. The yellow payout came from the same card, so B has 100: B buys back 3 red for 90,
            one is annulled, and 10 cash is left.
          </li>
        </ul>
        <ColorTable
          lang={lang}
          corner="After the turn"
          extra="Cash"
          rows={[
            { label: 'prices', values: [250, 10, 80, 90] },
            { label: 'A', values: [1, 0, 2, 0], extra: 90 },
            { label: 'B', values: [2, 3, 0, 0], extra: 10 },
          ]}
        />
        <p>
          A’s capital: 250 + 2 × 80 + 90 = <strong>500</strong>; B’s capital: 2 × 250 + 3 × 10 + 10 = <strong>540</strong>.
          Without the overflow payout B could not have bought back a single red share.
        </p>
      </section>

      <H2 id="akc-strategy" />
      <ul>
        <li>
          <strong>Your own drops are free.</strong> Compensation pays you exactly what you lose, so a card that crashes a colour
          you hold hurts only your opponents. A common move: hold a colour, crash it with your card, collect the compensation,
          and buy more of it cheaply in stage 3.
        </li>
        <li>
          <strong>Buy before you raise.</strong> Shares bought in stage 1 count fully for your card’s rise; the lock does not
          matter if you want to keep them anyway. Selling before your own crash is pointless.
        </li>
        <li>
          <strong>An overflow turns price into cash.</strong> It pays off when you hold more of the colour than your opponents;
          otherwise it is a gift to them. Doubling a price of 130 or more always goes past 250.
        </li>
        <li>
          <strong>Mind the zeroing risk.</strong> A colour at 10–60 can be zeroed by a single card, and a buyback may cost up to
          60 a share. Keep cash in reserve for cheap holdings, or do not hold them through your opponents’ turns. Conversely,
          zeroing a colour an opponent is heavy in while short of cash is the strongest attack in the game.
        </li>
        <li>
          <strong>Count cards.</strong> Played cards are public. Each colour has three hundreds, one “×2” double and one “÷2”
          double; how many big cards an opponent still holds follows from the cards they have played.
        </li>
        <li>
          <strong>Think about the other turns.</strong> Before your next turn every opponent plays a card: they will raise their
          own colours and drop others for free. Spreading your holdings and keeping some cash limit the damage.
        </li>
        <li>
          <strong>The last trade matters most.</strong> After stage 3 of the second-to-last round, your holdings change only
          through compensation, payouts and zeroing. Plan that trade together with your last card.
        </li>
        <li>
          <strong>Only your rank counts.</strong> Compare your capital with the best opponent’s, not with your own earlier
          capital.
        </li>
      </ul>
    </div>
  );
}

/** The complete rules of Akcioner for players, in the reader's language. */
export function AkcionerRules({ lang }: { lang: Lang }) {
  return lang === 'en' ? <AkcionerRulesEn /> : <AkcionerRulesRu />;
}
