import { Chip, ColorTable, Fig, makeHeadings } from './rules-parts.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_RU = tocFor('ru');

/** The worked examples of the Russian rules (spec vectors with their exact numbers, checked by rules.test.tsx). */
export function AkcionerExamplesRu() {
  const lang = 'ru';
  const { H2, H3 } = makeHeadings(TOC_RU);
  const Y = <Chip c="yellow" lang={lang} />;
  const R = <Chip c="red" lang={lang} />;
  const B = <Chip c="blue" lang={lang} />;
  const G = <Chip c="green" lang={lang} />;
  return (
    <>
      <H2 id="akc-examples" />
      <p className="muted">
        Во всех примерах два игрока, А и Б. Цены и пакеты акций записаны в порядке {Y} {R} {B} {G}.
      </p>

      <section className="rules-example">
        <H3 id="akc-ex-seed" />
        <p>
          Партия из оригинальных правил (там игроки названы test2 и test, здесь А и Б), короткий вариант: по жребию
          первым ходит А. У обоих по одной акции каждого цвета и нет денег, все цены 100.
        </p>
        <ol>
          <li>
            <strong>Этап 1.</strong> А нажимает ▼ у жёлтых (−1) и ▲ у зелёных (+1): продаёт одну жёлтую за 100 и на эти
            деньги покупает одну зелёную. Денег 0, акции 0/1/1/2, одна зелёная заблокирована.
          </li>
          <li>
            <strong>Этап 2.</strong> А играет жёлтую двойку «÷2» и отдаёт её неокрашенную часть «×2» зелёным. Жёлтые 100
            → 50, зелёные 100 → 200. Жёлтых у А нет, поэтому компенсации нет.
          </li>
          <li>
            <strong>Этап 3.</strong> У зелёных показано «2 (1)». Продать обе нельзя — сервер ответит, что акции,
            купленные до карты, в этом ходу не продаются. А продаёт одну зелёную за 200 и покупает четыре жёлтые по 50
            (200). Денег 0, акции 4/1/1/1.
          </li>
        </ol>
        <div className="rules-cards">
          <Fig card="D-yellow-down" assign={['green']} caption="Жёлтые ÷2, зелёные ×2" />
        </div>
        <ColorTable
          lang={lang}
          corner="А"
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
          Итог: у А 7 акций вместо 4 (на 3 больше), капитал 4 × 50 + 100 + 100 + 200 = <strong>600</strong> (на 200
          больше). У Б, который ещё не ходил, капитал 50 + 100 + 100 + 200 = <strong>450</strong>.
        </p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-zeroing" />
        <p>
          Синие стоят 30, остальные 100. У А четыре синие акции. У Б три красные, 25 синих и 420 денег. А играет малую
          карту «синие −60» и отдаёт «+30» жёлтым.
        </p>
        <div className="rules-cards">
          <Fig card="S-blue-m60" assign={['yellow']} caption="Синие −60, жёлтые +30" />
        </div>
        <ul>
          <li>Жёлтые: 100 → 130.</li>
          <li>Синие: 30 − 60 = −30, цена 10, синие выведены в ноль.</li>
          <li>А получает компенсацию (30 − 10) × 4 = 80 и сохраняет свои 4 синие.</li>
          <li>
            У Б изымают все 25 синих. Цена выкупа: карта должна была понизить цену на 60, а понизила на 20, значит 60 −
            20 = 40. На 420 Б выкупает 10 акций за 400, у него остаётся 20 денег, 15 акций аннулированы.
          </li>
        </ul>
        <p>После хода цены 130/100/10/100; у Б 3 красные, 10 синих и 20 денег — он остаётся в игре.</p>
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
          <li>
            Красные: 200 × 2 = 400, цена 250; превышение 150 на акцию. А получает 150 × 10 = 1&nbsp;500, Б — 150 × 4 =
            600.
          </li>
          <li>Зелёные: 100 → 50. Зелёных у А нет — компенсации нет; Б за падение своих зелёных ничего не получает.</li>
          <li>
            На этапе 3 А покупает 30 зелёных по 50 ровно на 1&nbsp;500. Купить 31 нельзя: это 1&nbsp;550, а у А
            1&nbsp;500.
          </li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-compensation" />
        <p>
          Красные стоят 150, остальные 100. У А одна красная акция и 300 денег. На этапе 1 А покупает 2 красные за 300:
          теперь у него 3 красные (2 заблокированы) и 0 денег. Затем играет синюю двойку «×2» и отдаёт «÷2» красным.
        </p>
        <div className="rules-cards">
          <Fig card="D-blue-up" assign={['red']} caption="Синие ×2, красные ÷2" />
        </div>
        <ul>
          <li>Синие: 100 → 200.</li>
          <li>Красные: 150 ÷ 2 = 75, с округлением вверх — 80.</li>
          <li>
            Компенсация А: (150 − 80) × 3 = <strong>210</strong> — считаются все три красные, и две только что купленные
            тоже.
          </li>
          <li>
            На этапе 3 у красных показано «3 (2)»: продать можно только одну, старую. А продаёт её за 80: денег 290,
            красных 2.
          </li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-hundred" />
        <p>
          Цены 100/20/10/10. У А одна жёлтая и одна красная, денег нет. У Б по 5 красных, синих и зелёных и 100 денег. А
          играет жёлтую сотню: −30 красным, −20 синим, −10 зелёным.
        </p>
        <div className="rules-cards">
          <Fig
            card="H-yellow-1"
            assign={['red', 'blue', 'green']}
            caption="Жёлтые +100, красные −30, синие −20, зелёные −10"
          />
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
            У Б изымают все 15 акций. Очерёдность выкупа: сначала зелёные (выкуп 10 — самый дешёвый), потом синие и
            красные (обе по 20, но синие до карты стоили 10, а красные 20 — синие первыми).
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
          Цены 200/10/100/100. У А одна жёлтая и две синие, у Б две жёлтые и четыре красные; денег ни у кого нет. А
          играет жёлтую сотню: −30 красным, −20 синим, −10 зелёным.
        </p>
        <div className="rules-cards">
          <Fig
            card="H-yellow-1"
            assign={['red', 'blue', 'green']}
            caption="Жёлтые +100, красные −30, синие −20, зелёные −10"
          />
        </div>
        <ul>
          <li>Жёлтые: 200 + 100 = 300, цена 250. Выплата по 50 за акцию: А получает 50, Б — 100.</li>
          <li>Красные: 10 − 30 = −20, цена 10, выведены в ноль; цена выкупа 10 − (−20) = 30.</li>
          <li>Синие: 100 → 80. Компенсация А: 20 × 2 = 40.</li>
          <li>Зелёные: 100 → 90.</li>
          <li>
            У Б изымают 4 красные. Выплата за жёлтые пришла от этой же карты, поэтому у Б есть 100: он выкупает 3
            красные за 90, одна аннулирована, остаётся 10 денег.
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
          Капитал А: 250 + 2 × 80 + 90 = <strong>500</strong>; капитал Б: 2 × 250 + 3 × 10 + 10 = <strong>540</strong>.
          Без выплаты сверх максимума Б не смог бы выкупить ни одной красной акции.
        </p>
      </section>
    </>
  );
}
