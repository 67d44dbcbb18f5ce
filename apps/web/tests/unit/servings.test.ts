// Servings: the recipe's quantities rewritten for another number of servings.
import { describe, expect, it } from 'vitest';
import { chosenServings, metricAmount, parseQuantity, parseServings, scaleQuantity, servingsRange } from '@/lib/catalogue/servings';

describe('scaleQuantity', () => {
  it('doubles grams and keeps the unit', () => {
    expect(scaleQuantity('320 g', 4, 8, 'it')).toBe('640 g');
    expect(scaleQuantity('320 g', 4, 8, 'en')).toBe('640 g');
  });

  it('moves to kg and l from 1000 on, with the locale decimal separator', () => {
    expect(scaleQuantity('750 g', 4, 8, 'it')).toBe('1,5 kg');
    expect(scaleQuantity('750 g', 4, 8, 'en')).toBe('1.5 kg');
    expect(scaleQuantity('1 l', 4, 2, 'it')).toBe('500 ml');
    expect(scaleQuantity('2,5 kg', 50, 100, 'it')).toBe('5 kg');
    expect(scaleQuantity('1 kg', 4, 1, 'en')).toBe('250 g');
  });

  it('rounds grams to what a cook measures', () => {
    expect(scaleQuantity('40 g', 4, 3, 'it')).toBe('30 g');
    expect(scaleQuantity('150 g', 2, 3, 'en')).toBe('225 g');
    expect(scaleQuantity('360 g', 4, 3, 'en')).toBe('270 g');
    expect(scaleQuantity('30 g', 4, 1, 'it')).toBe('7,5 g');
  });

  it('writes pieces in quarters and plural count words', () => {
    expect(scaleQuantity('1', 4, 2, 'it')).toBe('½');
    expect(scaleQuantity('1', 4, 6, 'it')).toBe('1 ½');
    expect(scaleQuantity('½', 2, 4, 'en')).toBe('1');
    expect(scaleQuantity('2 spicchi', 4, 2, 'it')).toBe('1 spicchio');
    expect(scaleQuantity('1 spicchio', 4, 8, 'it')).toBe('2 spicchi');
    expect(scaleQuantity('2 cloves', 4, 2, 'en')).toBe('1 clove');
    expect(scaleQuantity('4 cucchiai', 4, 12, 'it')).toBe('12 cucchiai');
    expect(scaleQuantity('6', 4, 2, 'en')).toBe('3');
  });

  it('never halves what a cook takes whole: leaves, sprigs, pinches', () => {
    expect(scaleQuantity('10 foglie', 4, 1, 'it')).toBe('3 foglie');
    expect(scaleQuantity('2 foglie', 4, 5, 'it')).toBe('3 foglie');
    expect(scaleQuantity('1 foglia', 4, 1, 'it')).toBe('1 foglia');
    expect(scaleQuantity('3 leaves', 4, 3, 'en')).toBe('2 leaves');
    expect(scaleQuantity('1 sprig', 2, 3, 'en')).toBe('2 sprigs');
  });

  it('leaves "to taste" and the recipe\'s own servings alone', () => {
    expect(scaleQuantity('q.b.', 4, 8, 'it')).toBe('q.b.');
    expect(scaleQuantity('to taste', 4, 8, 'en')).toBe('to taste');
    expect(scaleQuantity('2,5 kg', 50, 50, 'it')).toBe('2,5 kg');
  });
});

describe('parseQuantity and metricAmount', () => {
  it('reads decimals, slashes and fraction glyphs', () => {
    expect(parseQuantity('2,5 kg')).toEqual({ amount: 2.5, unit: 'kg' });
    expect(parseQuantity('1/2 cucchiaino')).toEqual({ amount: 0.5, unit: 'cucchiaino' });
    expect(parseQuantity('1 ½')).toEqual({ amount: 1.5, unit: '' });
    expect(parseQuantity('q.b.')).toBeNull();
  });

  it('gives grams and millilitres for metric quantities only', () => {
    expect(metricAmount('2,5 kg')).toEqual({ value: 2500, unit: 'g' });
    expect(metricAmount('750 ml')).toEqual({ value: 750, unit: 'ml' });
    expect(metricAmount('2 spicchi')).toBeNull();
  });
});

describe('servings in the URL', () => {
  it('accepts whole numbers from 1 to the cap only', () => {
    expect(parseServings('8')).toBe(8);
    for (const bad of ['0', '-1', '2.5', 'abc', '', '99999', null]) expect(parseServings(bad)).toBeNull();
  });

  it('keeps the chosen number within 1 to 4 × the recipe', () => {
    expect(servingsRange(4)).toEqual({ min: 1, max: 16 });
    expect(chosenServings(4, null)).toBe(4);
    expect(chosenServings(4, 8)).toBe(8);
    expect(chosenServings(4, 40)).toBe(16);
  });
});
