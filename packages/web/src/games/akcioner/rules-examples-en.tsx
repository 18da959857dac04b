import { Chip, ColorTable, Fig, makeHeadings } from './rules-parts.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_EN = tocFor('en');

/** The worked examples of the English rules (spec vectors with their exact numbers, checked by rules.test.tsx). */
export function AkcionerExamplesEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const Y = <Chip c="yellow" lang={lang} />;
  const R = <Chip c="red" lang={lang} />;
  const B = <Chip c="blue" lang={lang} />;
  const G = <Chip c="green" lang={lang} />;
  return (
    <>
      <H2 id="akc-examples" />
      <p className="muted">
        Every example has two players, A and B. Prices and holdings are written in the order {Y} {R} {B} {G}.
      </p>

      <section className="rules-example">
        <H3 id="akc-ex-seed" />
        <p>
          The game from the original rules (its players are called test2 and test there; here A and B), the short
          variant: the draw says A moves first. Both have one share of each colour and no cash; all prices are 100.
        </p>
        <ol>
          <li>
            <strong>Stage 1.</strong> A presses ▼ for yellow (−1) and ▲ for green (+1): sells one yellow for 100 and
            buys one green with that money. Cash 0, holdings 0/1/1/2, one green locked.
          </li>
          <li>
            <strong>Stage 2.</strong> A plays the yellow “÷2” double and gives its blank “×2” part to green. Yellow 100
            → 50, green 100 → 200. A holds no yellow, so there is no compensation.
          </li>
          <li>
            <strong>Stage 3.</strong> Green shows “2 (1)”. Selling both is refused: shares bought before the card cannot
            be sold this turn. A sells one green for 200 and buys four yellow at 50 (200). Cash 0, holdings 4/1/1/1.
          </li>
        </ol>
        <div className="rules-cards">
          <Fig card="D-yellow-down" assign={['green']} caption="Yellow ÷2, green ×2" />
        </div>
        <ColorTable
          lang={lang}
          corner="A"
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
          Result: A has 7 shares instead of 4 (3 more) and capital 4 × 50 + 100 + 100 + 200 = <strong>600</strong> (200
          more). B, who has not moved yet, has 50 + 100 + 100 + 200 = <strong>450</strong>.
        </p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-zeroing" />
        <p>
          Blue is at 30, the others at 100. A holds four blue shares. B holds three red, 25 blue and 420 cash. A plays
          the small card “blue −60” and gives its “+30” to yellow.
        </p>
        <div className="rules-cards">
          <Fig card="S-blue-m60" assign={['yellow']} caption="Blue −60, yellow +30" />
        </div>
        <ul>
          <li>Yellow: 100 → 130.</li>
          <li>Blue: 30 − 60 = −30, price 10; blue is zeroed.</li>
          <li>A is compensated (30 − 10) × 4 = 80 and keeps the 4 blue shares.</li>
          <li>
            All 25 of B’s blue shares are confiscated. Buyback price: the card should have lowered the price by 60 and
            lowered it by 20, so 60 − 20 = 40. With 420, B buys back 10 shares for 400, keeps 20 cash, and 15 shares are
            annulled.
          </li>
        </ul>
        <p>After the turn prices are 130/100/10/100; B has 3 red, 10 blue and 20 cash and stays in the game.</p>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-double" />
        <p>
          Red is at 200, the others at 100. A holds 10 red; B holds 4 red and 2 green; nobody has cash. A buys nothing
          and plays the red “×2” double, giving “÷2” to green.
        </p>
        <div className="rules-cards">
          <Fig card="D-red-up" assign={['green']} caption="Red ×2, green ÷2" />
        </div>
        <ul>
          <li>
            Red: 200 × 2 = 400, price 250; the excess is 150 a share. A receives 150 × 10 = 1,500, B receives 150 × 4 =
            600.
          </li>
          <li>
            Green: 100 → 50. A holds no green, so no compensation; B gets nothing for the fall of its green shares.
          </li>
          <li>
            In stage 3 A buys 30 green at 50 for exactly 1,500. Buying 31 is refused: that costs 1,550 and A has 1,500.
          </li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-compensation" />
        <p>
          Red is at 150, the others at 100. A holds one red share and 300 cash. In stage 1 A buys 2 red for 300: now A
          has 3 red (2 of them locked) and no cash. Then A plays the blue “×2” double and gives “÷2” to red.
        </p>
        <div className="rules-cards">
          <Fig card="D-blue-up" assign={['red']} caption="Blue ×2, red ÷2" />
        </div>
        <ul>
          <li>Blue: 100 → 200.</li>
          <li>Red: 150 ÷ 2 = 75, rounded up to 80.</li>
          <li>
            A’s compensation: (150 − 80) × 3 = <strong>210</strong>. All three red shares count, including the two just
            bought.
          </li>
          <li>
            In stage 3 red shows “3 (2)”: only the old share can be sold. A sells it for 80: cash 290, 2 red left.
          </li>
        </ul>
      </section>

      <section className="rules-example">
        <H3 id="akc-ex-hundred" />
        <p>
          Prices are 100/20/10/10. A holds one yellow and one red and has no cash. B holds 5 red, 5 blue, 5 green and
          100 cash. A plays a yellow hundred: −30 to red, −20 to blue, −10 to green.
        </p>
        <div className="rules-cards">
          <Fig
            card="H-yellow-1"
            assign={['red', 'blue', 'green']}
            caption="Yellow +100, red −30, blue −20, green −10"
          />
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
            All 15 of B’s shares are confiscated. Buyback order: green first (buyback 10, the cheapest), then blue and
            red (both 20, but blue was 10 before the card and red was 20, so blue goes first).
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
          Prices are 200/10/100/100. A holds one yellow and two blue; B holds two yellow and four red; nobody has cash.
          A plays a yellow hundred: −30 to red, −20 to blue, −10 to green.
        </p>
        <div className="rules-cards">
          <Fig
            card="H-yellow-1"
            assign={['red', 'blue', 'green']}
            caption="Yellow +100, red −30, blue −20, green −10"
          />
        </div>
        <ul>
          <li>Yellow: 200 + 100 = 300, price 250. The payout is 50 a share: A receives 50, B receives 100.</li>
          <li>Red: 10 − 30 = −20, price 10; red is zeroed with a buyback price of 10 − (−20) = 30.</li>
          <li>Blue: 100 → 80. A’s compensation: 20 × 2 = 40.</li>
          <li>Green: 100 → 90.</li>
          <li>
            B’s 4 red shares are confiscated. The yellow payout came from the same card, so B has 100: B buys back 3 red
            for 90, one is annulled, and 10 cash is left.
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
          A’s capital: 250 + 2 × 80 + 90 = <strong>500</strong>; B’s capital: 2 × 250 + 3 × 10 + 10 ={' '}
          <strong>540</strong>. Without the overflow payout B could not have bought back a single red share.
        </p>
      </section>
    </>
  );
}
