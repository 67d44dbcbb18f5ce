// Cook mode's reading of a step: the timers it names and the ingredients it mentions.
import { describe, expect, it } from 'vitest';
import { clock, stepIngredients, stepTimers } from '@/lib/catalogue/cook-steps';

describe('stepTimers', () => {
  it('finds the times a step names, in digits or words, Italian and English', () => {
    expect(stepTimers('Cuoci i friarielli in padella con olio, aglio e peperoncino per 10 minuti.')).toEqual([{ seconds: 600, label: '10 minuti' }]);
    expect(stepTimers('Cook the burgers on the griddle for 4 minutes a side.')).toEqual([{ seconds: 240, label: '4 minutes' }]);
    expect(stepTimers('Frulla per un minuto e servi subito.')).toEqual([{ seconds: 60, label: 'un minuto' }]);
    expect(stepTimers('Blend for a minute and serve at once.')).toEqual([{ seconds: 60, label: 'a minute' }]);
    expect(stepTimers('Thaw the strawberries in the fridge for two hours and halve them.')).toEqual([{ seconds: 7200, label: 'two hours' }]);
    expect(stepTimers('Inforna a 200 °C per 15 minuti e completa con il basilico.')).toEqual([{ seconds: 900, label: '15 minuti' }]);
  });

  it('finds several times in one step, and none where there is no time', () => {
    expect(stepTimers('Work the pastry; rest 30 minutes, then bake for 35 minutes.').map((t) => t.seconds)).toEqual([1800, 2100]);
    expect(stepTimers('Bake at 190 °C until golden; serves 4.')).toEqual([]);
    expect(stepTimers('Aggiungi 2 cucchiai di olio.')).toEqual([]);
  });
});

describe('stepIngredients', () => {
  const ingredients = [
    { id: 'rice', name: 'Riso Carnaroli' },
    { id: 'peas', name: 'Piselli finissimi Brina' },
    { id: 'stock', name: 'Brodo vegetale' },
    { id: 'shallot', name: 'Scalogno' },
    { id: 'parmesan', name: 'Parmigiano grattugiato' },
  ];

  it('finds the ingredients a step mentions by their names, not by generic words', () => {
    expect(stepIngredients('Frulla metà dei piselli con un mestolo di brodo fino a ottenere una crema.', ingredients)).toEqual(['peas', 'stock']);
    expect(stepIngredients('Rosola lo scalogno tritato, tosta il riso e porta a cottura aggiungendo il brodo poco alla volta.', ingredients)).toEqual([
      'rice',
      'stock',
      'shallot',
    ]);
    expect(stepIngredients('Manteca con il parmigiano.', ingredients)).toEqual(['parmesan']);
    expect(stepIngredients('Servi subito in piatti caldi.', ingredients)).toEqual([]);
  });

  it('works for English names too', () => {
    expect(
      stepIngredients('Beat the eggs with the pecorino.', [
        { id: 'e', name: 'Eggs' },
        { id: 'p', name: 'Grated pecorino' },
        { id: 'o', name: 'Extra-virgin olive oil' },
      ]),
    ).toEqual(['e', 'p']);
  });
});

describe('clock', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(clock(600)).toBe('10:00');
    expect(clock(59.2)).toBe('1:00');
    expect(clock(7200)).toBe('2:00:00');
    expect(clock(-3)).toBe('0:00');
  });
});
