import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import { seatsSummary } from './seats.ts';

afterEach(activateEnglish);

describe('seatsSummary in other languages: counts by each language’s plural rules', () => {
  it.each<['de' | 'fr' | 'es' | 'ja', number, number, string]>([
    ['de', 5, 4, '4 von 5 Plätzen vergeben, 1 Platz frei.'],
    ['de', 5, 3, '3 von 5 Plätzen vergeben, 2 Plätze frei.'],
    ['de', 5, 5, '5 von 5 Plätzen vergeben: Alle Plätze sind belegt.'],
    ['fr', 5, 4, 'Postes attribués : 4 sur 5, 1 poste libre.'],
    ['fr', 5, 3, 'Postes attribués : 3 sur 5, 2 postes libres.'],
    ['es', 5, 4, '4 de 5 puestos asignados, 1 puesto libre.'],
    ['ja', 5, 3, '5 シート中 3 シートが割り当て済み、空きは 2 シートです。'],
  ])('%s: %d seats, %d assigned', async (locale, total, assigned, expected) => {
    await activateLocale(locale);
    expect(seatsSummary({ total, assigned })).toBe(expected);
  });
});
