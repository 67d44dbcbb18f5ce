// An ingredient list as editors write it, allergens between double asterisks
// ("Patate, **sedano**, cipolle"), split into plain and allergen parts for the label, the page and
// the specification sheet. Unpaired asterisks stay as text.
export type IngredientPart = { text: string; allergen: boolean };

export function ingredientParts(text: string): IngredientPart[] {
  const parts: IngredientPart[] = [];
  const pattern = /\*\*([^*]+)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), allergen: false });
    parts.push({ text: match[1] ?? '', allergen: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), allergen: false });
  return parts;
}

/** The list as plain text (no markers). */
export function plainIngredients(text: string): string {
  return ingredientParts(text)
    .map((p) => p.text)
    .join('');
}
