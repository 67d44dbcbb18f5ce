// Cook mode's reading of a step: the timers it names and the ingredients it mentions.
import { describe, expect, it } from 'vitest';
import { clock, planCookSteps, stepIngredients, stepTimers } from '@/lib/catalogue/cook-steps';
import { scaleQuantity } from '@/lib/catalogue/servings';

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

describe('planCookSteps', () => {
  const ingredients = [
    { id: 'rice', name: 'Riso Carnaroli', quantity: '480 g' },
    { id: 'peas', name: 'Piselli finissimi Brina', quantity: '450 g' },
    { id: 'stock', name: 'Brodo vegetale', quantity: '1,5 l' },
    { id: 'oil', name: 'Olio extravergine', quantity: '2 cucchiai' },
  ];
  const options = {
    cookingMinutes: 20,
    cookingLabel: (m: number) => `${m} minuti di cottura`,
    scale: (q: string | null) => (q ? scaleQuantity(q, 4, 6, 'it') : q),
  };

  it("shows a step's own quantities, scaled to the servings, instead of the whole recipe's", () => {
    const plan = planCookSteps(
      [
        {
          text: 'Frulla metà dei piselli con un mestolo di brodo.',
          quantities: [
            { ingredient: 'Piselli finissimi Brina', quantity: '150 g' },
            { ingredient: 'brodo vegetale', quantity: '1 mestolo' },
          ],
        },
        { text: 'Tosta il riso e cuocilo con il brodo.', quantities: [] },
      ],
      ingredients,
      options,
    );
    expect(plan.steps[0]?.ingredients).toEqual([
      { id: 'peas', name: 'Piselli finissimi Brina', quantity: '225 g' },
      { id: 'stock', name: 'Brodo vegetale', quantity: '1 ½ mestoli' },
    ]);
    expect(plan.steps[1]?.ingredients.map((i) => i.quantity)).toEqual(['480 g', '1,5 l']);
  });

  it('lists apart the ingredients no step uses (the oil), so cook mode shows them at the start', () => {
    const plan = planCookSteps([{ text: 'Tosta il riso, unisci piselli e brodo.', quantities: [] }], ingredients, options);
    expect(plan.before.map((i) => i.id)).toEqual(['oil']);
  });

  it("gives the recipe's cooking time as a timer on the step that cooks when no step names a time, and only then", () => {
    const steps = [
      { text: 'Trita lo scalogno.', quantities: [] },
      { text: 'Cuoci il riso con il brodo, mescolando.', quantities: [] },
      { text: 'Servi subito.', quantities: [] },
    ];
    const plan = planCookSteps(steps, ingredients, options);
    expect(plan.steps.map((s) => s.timers)).toEqual([[], [{ seconds: 1200, label: '20 minuti di cottura' }], []]);
    const timed = planCookSteps([...steps, { text: 'Lascia riposare 2 minuti.', quantities: [] }], ingredients, options);
    expect(timed.steps.flatMap((s) => s.timers).map((t) => t.seconds)).toEqual([120]);
    expect(planCookSteps(steps, ingredients, { ...options, cookingMinutes: null }).steps.flatMap((s) => s.timers)).toEqual([]);
  });
});
