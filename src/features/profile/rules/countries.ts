import type { AccountProfile } from '@sdk/account/model';
import { formattingLocale } from '@/shared/i18n/i18n.ts';
import { regionNames } from './countryName.ts';

/**
 * The address form's country list (its chunk comes after the first screen: editForms.tsx). ISO
 * 3166-1: each country's two-letter code (what the contract stores) and its three-letter code
 * (the list's value), by two-letter code. Codes only: the names and their order are the browser's,
 * in the customer's language (`Intl.DisplayNames`, `Intl.Collator`), as ./countryName.ts explains.
 * countries.test.ts checks the codes against i18n-iso-countries.
 */
const ISO_CODES =
  'ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW AXALA ' +
  'AZAZE BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN BOBOL BQBES ' +
  'BRBRA BSBHS BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG CHCHE CICIV CKCOK ' +
  'CLCHL CMCMR CNCHN COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA ' +
  'DODOM DZDZA ECECU EEEST EGEGY EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA ' +
  'GAGAB GBGBR GDGRD GEGEO GFGUF GGGGY GHGHA GIGIB GLGRL GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS ' +
  'GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD ' +
  'IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA ' +
  'KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO LBLBN LCLCA LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA ' +
  'LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL MKMKD MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ ' +
  'MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM NCNCL NENER NFNFK NGNGA NINIC ' +
  'NLNLD NONOR NPNPL NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG PHPHL PKPAK PLPOL PMSPM ' +
  'PNPCN PRPRI PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA SASAU SBSLB SCSYC ' +
  'SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD STSTP SVSLV ' +
  'SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON TRTUR ' +
  'TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR ' +
  'VNVNM VUVUT WFWLF WSWSM XKXKK YEYEM YTMYT ZAZAF ZMZMB ZWZWE';

const toAlpha3 = new Map<string, string>();
const toAlpha2 = new Map<string, string>();
for (const pair of ISO_CODES.split(' ')) {
  const [alpha2, alpha3] = [pair.slice(0, 2), pair.slice(2)];
  toAlpha3.set(alpha2, alpha3);
  toAlpha2.set(alpha3, alpha2);
}

/** One entry of the country list (spec section 3): three-letter code, two-letter code and name. */
interface Country {
  alpha3: string;
  alpha2: string;
  name: string;
}

/** A three-letter code the country list does not know: saving it would store garbage. */
export class UnknownCountryCodeError extends Error {
  constructor(readonly code: string) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for reports, never shown
    super(`Unknown three-letter country code "${code}"`);
    this.name = 'UnknownCountryCodeError';
  }
}

const lists = new Map<string, readonly Country[]>();

/**
 * Every country, named in a locale ("de-DE") and in its alphabetical order (Ägypten after
 * Afghanistan), made once per locale, when the form first renders in that language. The names come
 * from the region `DisplayNames` the boot has warmed (./countryName.ts); the `Intl.Collator` is
 * not warmed, so its first use (ICU's collation rules) falls on the form's first opening, after
 * the first screen, not on the first screen's load.
 */
export function countriesIn(locale: string): readonly Country[] {
  let list = lists.get(locale);
  if (!list) {
    const names = regionNames(locale);
    const collator = new Intl.Collator(locale);
    list = [...toAlpha3]
      .map(([alpha2, alpha3]) => ({ alpha3, alpha2, name: names.of(alpha2) ?? alpha2 }))
      .sort((a, b) => collator.compare(a.name, b.name));
    lists.set(locale, list);
  }
  return list;
}

/**
 * Every country, named and ordered in the active language (its formatting locale): the same list
 * until the language changes. The form renders it, and re-renders on a change of language through
 * Lingui's `useLingui()`.
 */
export function countriesInActiveLanguage(): readonly Country[] {
  return countriesIn(formattingLocale());
}

/** The two-letter code the contract stores for a three-letter code from the country list. */
export function toTwoLetterCountryCode(threeLetterCode: string): string {
  const alpha2 = /^[A-Za-z]{3}$/.test(threeLetterCode)
    ? toAlpha2.get(threeLetterCode.toUpperCase())
    : undefined;
  if (!alpha2) throw new UnknownCountryCodeError(threeLetterCode);
  return alpha2;
}

/** The country list's three-letter code for a two- or three-letter code, or null when unknown. */
export function toThreeLetterCountryCode(code: string): string | null {
  const upper = code.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper)) return toAlpha2.has(upper) ? upper : null;
  if (/^[A-Z]{2}$/.test(upper)) return toAlpha3.get(upper) ?? null;
  return null;
}

/**
 * The country the address form starts with (three-letter code): the saved address's country, else
 * the one guessed from the user's IP (`autoCountryCode`, two or three letters). A code the list does
 * not know preselects nothing, so the user picks a real country rather than keep a bad guess.
 */
export function preselectedCountry(
  profile: Pick<AccountProfile, 'addressCountryCode' | 'autoCountryCode'>,
): string | null {
  if (profile.addressCountryCode) return toThreeLetterCountryCode(profile.addressCountryCode);
  if (profile.autoCountryCode) return toThreeLetterCountryCode(profile.autoCountryCode);
  return null;
}
