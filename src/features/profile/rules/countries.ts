import type { AccountProfile } from '@sdk/account/model';

/**
 * ISO 3166-1: each country's two-letter code followed by its three-letter code. A table rather
 * than a country package: the address form is on the first screen, and a package with its names
 * costs 9 KB gzip there (issue 11's budget) where this costs under 1 KB. countries.test.ts checks
 * it against i18n-iso-countries, so it cannot drift from the standard unnoticed.
 */
const ISO_CODE_PAIRS =
  'ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS ' +
  'AWABW AXALA AZAZE BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM ' +
  'BMBMU BNBRN BOBOL BQBES BRBRA BSBHS BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK ' +
  'CDCOD CFCAF CGCOG CHCHE CICIV CKCOK CLCHL CMCMR CNCHN COCOL CRCRI CUCUB CVCPV ' +
  'CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU EEEST EGEGY ' +
  'EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD ' +
  'GEGEO GFGUF GGGGY GHGHA GIGIB GLGRL GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM ' +
  'GUGUM GWGNB GYGUY HKHKG HMHMD HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ' +
  'ININD IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM JOJOR JPJPN KEKEN KGKGZ KHKHM ' +
  'KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO LBLBN LCLCA LILIE LKLKA ' +
  'LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL ' +
  'MKMKD MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI ' +
  'MXMEX MYMYS MZMOZ NANAM NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL NRNRU ' +
  'NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI ' +
  'PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA SASAU SBSLB SCSYC ' +
  'SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD ' +
  'STSTP SVSLV SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS ' +
  'TMTKM TNTUN TOTON TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY ' +
  'UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR VNVNM VUVUT WFWLF WSWSM XKXKK YEYEM YTMYT ' +
  'ZAZAF ZMZMB ZWZWE';

/** Names come from the browser's own ICU data, in English like the rest of the portal. */
const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });

const toAlpha3 = new Map<string, string>();
const toAlpha2 = new Map<string, string>();
for (const pair of ISO_CODE_PAIRS.split(' ')) {
  toAlpha3.set(pair.slice(0, 2), pair.slice(2));
  toAlpha2.set(pair.slice(2), pair.slice(0, 2));
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
    super(`Unknown three-letter country code "${code}"`);
    this.name = 'UnknownCountryCodeError';
  }
}

/** Every ISO 3166-1 country, sorted by English name, keyed by its three-letter code. */
export const COUNTRIES: readonly Country[] = [...toAlpha3]
  .map(([alpha2, alpha3]) => ({ alpha3, alpha2, name: englishNames.of(alpha2) ?? alpha2 }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

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
