// What a message costs (src/notifications/), and the prices article's figures, read
// from its tables in both languages, against the data module.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LEVA_PER_EURO as CONTENT_CHECK_RATE} from '../../scripts/check-content.mjs';
import {
  EMAIL,
  LEVA_PER_EURO,
  SMS,
  VIBER,
  formatEuro,
  formatLeva,
  formatMoney,
  levaCents,
} from '../../src/notifications/prices.mjs';
import {
  countSegments,
  expandPlaceholders,
  messageCost,
} from '../../src/notifications/sms-segments.mjs';

import {
  ARTICLES,
  NBSP,
  WORDS,
  integer,
  row,
  sum,
  sums,
  table,
  textBlocks,
} from '../sms-articles-helpers.mjs';

describe('message cost', () => {
  it('puts the Viber and e-mail price beside the SMS price', () => {
    const cost = messageCost({text: 'я'.repeat(135), locale: 'bg', perMonth: 100});
    assert.equal(cost.segments, 3);
    assert.equal(cost.sms.perSegment.text, `0,06${NBSP}€ (0,12${NBSP}лв.)`);
    assert.equal(cost.sms.perMessage.eurCents, 18);
    assert.equal(cost.sms.perMonth.eurCents, 1800);
    assert.equal(cost.sms.perMonth.text, `18,00${NBSP}€ (35,20${NBSP}лв.)`);
    assert.equal(cost.viber.perMessage.text, `0,04${NBSP}€ (0,08${NBSP}лв.)`);
    assert.equal(cost.viber.perMonth.eurCents, 400);
    assert.equal(cost.viber.fits, true);
    assert.equal(cost.email.perMonth.text, `0,00${NBSP}€ (0,00${NBSP}лв.)`);
    assert.equal(messageCost({text: 'a'.repeat(1001), locale: 'en'}).viber.fits, false);
    assert.equal(messageCost({text: 'a'.repeat(1000), locale: 'en'}).viber.fits, true);
  });

  it('refuses an unknown locale and a number of messages that is not whole', () => {
    assert.throws(() => messageCost({text: 'a', locale: 'de'}), RangeError);
    assert.throws(() => messageCost({text: 'a', locale: 'bg', perMonth: 1.5}), RangeError);
    assert.throws(() => messageCost({text: 'a', locale: 'bg', viberDelivered: 2}), RangeError);
    assert.throws(() => expandPlaceholders('a', 'ru'), RangeError);
  });

  it('writes sums as the articles do', () => {
    assert.equal(formatEuro(150000, 'bg'), `1${NBSP}500,00${NBSP}€`);
    assert.equal(formatEuro(150000, 'en'), '€1,500.00');
    assert.equal(formatLeva(levaCents(6), 'bg'), `0,12${NBSP}лв.`);
    assert.equal(formatLeva(levaCents(6), 'en'), `BGN${NBSP}0.12`);
    assert.equal(formatMoney(4800, 'en'), `€48.00 (BGN${NBSP}93.88)`);
    assert.throws(() => formatEuro(0.5, 'bg'), RangeError);
    assert.equal(LEVA_PER_EURO, CONTENT_CHECK_RATE);
  });
});

describe('the prices article states the figures of the data module', () => {
  for (const locale of ['bg', 'en']) {
    const article = ARTICLES[locale].prices;
    const words = WORDS[locale];

    it(`${locale}: prices per channel`, () => {
      const t = table(article, words.channel);
      const sms = row(t, 'SMS');
      assert.deepEqual(sum(sms[1], locale), {
        eur: SMS.eurCentsPerSegment,
        bgn: levaCents(SMS.eurCentsPerSegment),
      });
      const viber = row(t, 'Viber');
      assert.deepEqual(sum(viber[1], locale), {
        eur: VIBER.eurCentsPerMessage,
        bgn: levaCents(VIBER.eurCentsPerMessage),
      });
      const characters = new RegExp(`(\\d[\\d,\\u00a0 ]*)[\\u00a0 ]${words.characters}`).exec(
        viber[2],
      );
      assert.ok(characters, viber[2]);
      assert.equal(integer(characters[1]), VIBER.maxCharacters);
      const fallback = row(t, /^Viber .+/);
      const minutes = new RegExp(`(\\d+)[\\u00a0 ]${words.minutes}`).exec(fallback[2]);
      assert.ok(minutes, fallback[2]);
      assert.equal(Number(minutes[1]), VIBER.fallbackAfterMinutes);
      assert.equal(row(t, words.email)[1], words.free);
      assert.equal(EMAIL.eurCentsPerMessage, 0);
      // Written as this module writes it.
      assert.ok(sms[1].includes(formatMoney(SMS.eurCentsPerSegment, locale)), sms[1]);
      assert.ok(viber[1].includes(formatMoney(VIBER.eurCentsPerMessage, locale)), viber[1]);
    });

    it(`${locale}: characters in a segment (160 / 153, 70 / 67)`, () => {
      const t = table(article, words.limits);
      const latin = row(t, words.latin);
      const cyrillic = row(t, words.cyrillic);
      assert.deepEqual(
        [integer(latin[1]), integer(latin[2])],
        [SMS.gsm7.single, SMS.gsm7.multipart],
      );
      assert.deepEqual(
        [integer(cyrillic[1]), integer(cyrillic[2])],
        [SMS.unicode.single, SMS.unicode.multipart],
      );
    });

    it(`${locale}: segments by length, and their price`, () => {
      const t = table(article, words.segments);
      assert.ok(t.rows.length >= 2);
      for (const [n, cyrillic, latin, price] of t.rows) {
        const segments = Number(n);
        for (const [range, letter] of [
          [cyrillic, 'я'],
          [latin, 'a'],
        ]) {
          const upTo = new RegExp(`^${words.upTo} (\\d+)$`).exec(range);
          const between = /^(\d+)–(\d+)$/.exec(range);
          assert.ok(upTo || between, range);
          const [from, to] = upTo ? [1, Number(upTo[1])] : [Number(between[1]), Number(between[2])];
          assert.equal(countSegments(letter.repeat(from)).segments, segments, `${range} from`);
          assert.equal(countSegments(letter.repeat(to)).segments, segments, `${range} to`);
          assert.equal(countSegments(letter.repeat(to + 1)).segments, segments + 1, `${range} +1`);
        }
        const cost = messageCost({text: 'я'.repeat(segments * 67), locale});
        assert.equal(cost.segments, segments);
        assert.deepEqual(sum(price, locale), {
          eur: cost.sms.perMessage.eurCents,
          bgn: cost.sms.perMessage.bgnCents,
        });
      }
    });

    it(`${locale}: the monthly estimate`, () => {
      const t = table(article, words.monthly);
      const smsOnly = row(t, words.smsOnly);
      const [, messages, segments] =
        /^(\d+)[\u00a0 ]×[\u00a0 ](\d+)[\u00a0 ]/.exec(smsOnly[1]) ?? [];
      assert.ok(messages, smsOnly[1]);
      const text = 'я'.repeat(Number(segments) * 67);
      const all = messageCost({text, locale, perMonth: Number(messages)});
      assert.deepEqual(sum(smsOnly[2], locale), {
        eur: all.sms.perMonth.eurCents,
        bgn: all.sms.perMonth.bgnCents,
      });
      const viber = row(t, /^Viber/);
      const share = /(\d+)[\u00a0 ]?%/.exec(viber[0]);
      assert.ok(share, viber[0]);
      const mixed = messageCost({
        text,
        locale,
        perMonth: Number(messages),
        viberDelivered: Number(share[1]) / 100,
      });
      assert.deepEqual(sum(viber[2], locale), {
        eur: mixed.viber.perMonth.eurCents,
        bgn: mixed.viber.perMonth.bgnCents,
      });
    });

    it(`${locale}: the worked examples count as the article says`, () => {
      const examples = textBlocks(article);
      assert.equal(examples.length, 3);
      for (const {text, after} of examples) {
        const count = countSegments(text);
        const length = words.length.exec(after);
        assert.ok(length, after.slice(0, 200));
        assert.equal(count.characters, Number(length[1]));
        const split = /(\d+(?:[\u00a0 ]\+[\u00a0 ]\d+)+)/.exec(after);
        if (split)
          assert.deepEqual(
            count.segmentLengths,
            split[1].split(/[\u00a0 ]\+[\u00a0 ]/).map(Number),
          );
        else assert.equal(count.segments, 1);
        const [stated] = sums(after, locale).slice(-1);
        const cost = messageCost({text, locale});
        assert.deepEqual(stated, {
          eur: cost.sms.perMessage.eurCents,
          bgn: cost.sms.perMessage.bgnCents,
        });
      }
    });
  }
});
