/**
 * The mock personas, as a plain list for the mock sign-in page, `?persona=ID` and the HTTP server.
 * Each persona is one entry in ./seeds.ts; this module only lists them.
 */
import { type Persona, PERSONA_REGISTRY, type PersonaId } from './seeds.ts';

export type { PersonaId };

export interface PersonaSummary {
  id: PersonaId;
  title: string;
  description: string;
  /** The scenarios it starts with, if any (the `?scenario=` grammar). */
  scenarios: string | null;
}

export const PERSONA_IDS = Object.keys(PERSONA_REGISTRY) as readonly PersonaId[];

export const DEFAULT_PERSONA_ID: PersonaId = 'monthly-active';

export function isPersonaId(value: unknown): value is PersonaId {
  return typeof value === 'string' && Object.hasOwn(PERSONA_REGISTRY, value);
}

export const PERSONAS: readonly PersonaSummary[] = PERSONA_IDS.map((id) => {
  const { title, description, scenarios }: Persona = PERSONA_REGISTRY[id];
  return { id, title, description, scenarios: scenarios ?? null };
});
