/**
 * The products the personas own licenses for, per product family (one /products/* screen each).
 * Prices are the shop's list prices in USD, EUR and GBP, used for the personas' orders.
 */
import type { ProductFamily } from '@sdk/license/model';

export interface Product {
  id: string;
  name: string;
  family: ProductFamily;
  version: string;
  /** Free bundled content cannot change owner. */
  transferable: boolean;
  price: { USD: number; EUR: number; GBP: number };
}

const product = (
  family: ProductFamily,
  id: string,
  name: string,
  version: string,
  usd: number,
  transferable = true,
): Product => ({
  id,
  name,
  family,
  version,
  transferable,
  price: { USD: usd, EUR: usd, GBP: Math.round(usd * 0.85 * 100) / 100 },
});

export const PRODUCTS = {
  // applications (Reason itself, and the versions it upgrades from)
  reason13: product('applications', 'reason-13', 'Reason 13', '13.1.2', 499),
  reason12: product('applications', 'reason-12', 'Reason 12', '12.7.3', 499),
  reason11: product('applications', 'reason-11', 'Reason 11', '11.3.9', 449),
  reasonIntro13: product('applications', 'reason-intro-13', 'Reason Intro 13', '13.1.2', 99),
  reasonLite12: product('applications', 'reason-lite-12', 'Reason Lite 12', '12.7.3', 0, false),
  // Rack Extensions
  europa: product(
    'rackextensions',
    'europa-shapeshifting-synthesizer',
    'Europa Shapeshifting Synthesizer',
    '1.2.0',
    99,
  ),
  grain: product(
    'rackextensions',
    'grain-sample-manipulator',
    'Grain Sample Manipulator',
    '1.1.4',
    79,
  ),
  pulsar: product('rackextensions', 'pulsar-dual-lfo', 'Pulsar Dual LFO', '1.0.9', 69),
  complex1: product(
    'rackextensions',
    'complex-1-modular',
    'Complex-1 Modular Synthesizer',
    '1.3.1',
    99,
  ),
  objekt: product('rackextensions', 'objekt-modeling-synth', 'Objekt Modeling Synth', '1.0.6', 79),
  algoritm: product('rackextensions', 'algoritm-fm-synth', 'Algoritm FM Synth', '1.1.0', 89),
  mimic: product('rackextensions', 'mimic-creative-sampler', 'Mimic Creative Sampler', '1.2.2', 79),
  friktion: product(
    'rackextensions',
    'friktion-modeled-strings',
    'Friktion Modeled Strings',
    '1.0.4',
    69,
  ),
  quartet: product(
    'rackextensions',
    'quartet-chorus-ensemble',
    'Quartet Chorus Ensemble',
    '1.0.3',
    49,
  ),
  polar: product(
    'rackextensions',
    'polar-dual-pitch-shifter',
    'Polar Dual Pitch Shifter',
    '1.1.2',
    59,
  ),
  // ReFills (sound banks)
  drumSupreme: product('refills', 'drum-supreme', 'Drum Supreme ReFill', '1.0.0', 50),
  abbeyRoad: product('refills', 'abbey-road-keyboards', 'Abbey Road Keyboards', '1.2.0', 79),
  orkester: product('refills', 'orkester', 'Orkester ReFill', '1.0.0', 0, false),
  synthLegends: product('refills', 'synth-legends', 'Synth Legends', '1.1.0', 39),
  darkHorse: product('refills', 'dark-horse', 'Dark Horse Drums', '1.0.2', 29),
  retroHardware: product('refills', 'retro-hardware', 'Retro Hardware Collection', '2.0.1', 49),
  loFiTextures: product('refills', 'lo-fi-textures', 'Lo-Fi Textures', '1.0.0', 19),
  modernTrap: product('refills', 'modern-trap-drums', 'Modern Trap Drums', '1.3.0', 29),
  cinematic: product('refills', 'cinematic-elements', 'Cinematic Elements', '1.0.5', 59),
  vocalChops: product('refills', 'vocal-chops', 'Vocal Chops Vol. 2', '1.0.0', 25),
  analogBass: product('refills', 'analog-bass-station', 'Analog Bass Station', '1.1.1', 35),
  ambientPads: product('refills', 'ambient-pads', 'Ambient Pads', '1.0.3', 29),
  houseGrooves: product('refills', 'house-grooves', 'House Grooves', '1.2.0', 25),
  technoTools: product('refills', 'techno-tools', 'Techno Tools', '1.0.4', 25),
  jazzKeys: product('refills', 'jazz-keys', 'Jazz Keys', '1.0.0', 45),
  worldPercussion: product('refills', 'world-percussion', 'World Percussion', '1.0.2', 39),
  elektronik: product('refills', 'elektronik-drums', 'Elektronik Drums', '2.1.0', 29),
  filmScoring: product('refills', 'film-scoring-strings', 'Film Scoring Strings', '1.0.1', 69),
  // VST plugins
  europaVst: product('vstplugins', 'europa-vst', 'Europa by Reason (VST)', '1.2.0', 99),
  rackPlugin: product('vstplugins', 'reason-rack-plugin', 'Reason Rack Plugin', '13.1.2', 0, false),
  objektVst: product('vstplugins', 'objekt-vst', 'Objekt by Reason (VST)', '1.0.6', 79),
  algoritmVst: product('vstplugins', 'algoritm-vst', 'Algoritm by Reason (VST)', '1.1.0', 89),
  mimicVst: product('vstplugins', 'mimic-vst', 'Mimic by Reason (VST)', '1.2.2', 79),
  // RTOS: the /products/rtos screen's family (the spec does not define it further)
  rtosMixing: product('rtos', 'rtos-mixing-essentials', 'Mixing Essentials (RTOS)', '2.0.0', 149),
  rtosMastering: product('rtos', 'rtos-mastering-suite', 'Mastering Suite (RTOS)', '1.4.1', 199),
  rtosLive: product('rtos', 'rtos-live-performance', 'Live Performance Pack (RTOS)', '1.1.0', 99),
} satisfies Record<string, Product>;

export type ProductKey = keyof typeof PRODUCTS;

/** The license-number prefix of each family. */
export const LICENSE_PREFIX: Record<ProductFamily, string> = {
  applications: 'RS-APP',
  rackextensions: 'RS-RE',
  refills: 'RS-RF',
  vstplugins: 'RS-VST',
  rtos: 'RS-RTOS',
};
