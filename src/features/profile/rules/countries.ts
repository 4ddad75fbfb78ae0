import { i18n, type Messages } from '@lingui/core';
import type { AccountProfile } from '@sdk/account/model';
import { activeLocale, onLocaleChange } from '@/shared/i18n/i18n.ts';

/**
 * ISO 3166-1: each country's two-letter code, its three-letter code and its English name, in the
 * English alphabetical order of the names. A table rather than a country package: the address form
 * is on the first screen, and a package with its names costs 9 KB gzip there (issue 11's budget)
 * where this costs under 3 KB. Names and order are written out rather than asked of the browser
 * (`Intl.DisplayNames`, `Intl.Collator`): their first use loads the browser's region names and
 * collation rules, about 100 ms of a throttled first load (decision 013). countries.test.ts checks
 * the codes against i18n-iso-countries, the names against ICU's and the order against ICU's
 * collation, so none can drift unnoticed.
 */
const ISO_COUNTRIES =
  'AFAFG Afghanistan|AXALA Åland Islands|ALALB Albania|DZDZA Algeria|ASASM American Samoa|' +
  'ADAND Andorra|AOAGO Angola|AIAIA Anguilla|AQATA Antarctica|AGATG Antigua & Barbuda|' +
  'ARARG Argentina|AMARM Armenia|AWABW Aruba|AUAUS Australia|ATAUT Austria|AZAZE Azerbaijan|' +
  'BSBHS Bahamas|BHBHR Bahrain|BDBGD Bangladesh|BBBRB Barbados|BYBLR Belarus|BEBEL Belgium|' +
  'BZBLZ Belize|BJBEN Benin|BMBMU Bermuda|BTBTN Bhutan|BOBOL Bolivia|' +
  'BABIH Bosnia & Herzegovina|BWBWA Botswana|BVBVT Bouvet Island|BRBRA Brazil|' +
  'IOIOT British Indian Ocean Territory|VGVGB British Virgin Islands|BNBRN Brunei|' +
  'BGBGR Bulgaria|BFBFA Burkina Faso|BIBDI Burundi|KHKHM Cambodia|CMCMR Cameroon|' +
  'CACAN Canada|CVCPV Cape Verde|BQBES Caribbean Netherlands|KYCYM Cayman Islands|' +
  'CFCAF Central African Republic|TDTCD Chad|CLCHL Chile|CNCHN China|CXCXR Christmas Island|' +
  'CCCCK Cocos (Keeling) Islands|COCOL Colombia|KMCOM Comoros|CGCOG Congo - Brazzaville|' +
  'CDCOD Congo - Kinshasa|CKCOK Cook Islands|CRCRI Costa Rica|CICIV Côte d’Ivoire|' +
  'HRHRV Croatia|CUCUB Cuba|CWCUW Curaçao|CYCYP Cyprus|CZCZE Czechia|DKDNK Denmark|' +
  'DJDJI Djibouti|DMDMA Dominica|DODOM Dominican Republic|ECECU Ecuador|EGEGY Egypt|' +
  'SVSLV El Salvador|GQGNQ Equatorial Guinea|ERERI Eritrea|EEEST Estonia|SZSWZ Eswatini|' +
  'ETETH Ethiopia|FKFLK Falkland Islands|FOFRO Faroe Islands|FJFJI Fiji|FIFIN Finland|' +
  'FRFRA France|GFGUF French Guiana|PFPYF French Polynesia|' +
  'TFATF French Southern Territories|GAGAB Gabon|GMGMB Gambia|GEGEO Georgia|DEDEU Germany|' +
  'GHGHA Ghana|GIGIB Gibraltar|GRGRC Greece|GLGRL Greenland|GDGRD Grenada|GPGLP Guadeloupe|' +
  'GUGUM Guam|GTGTM Guatemala|GGGGY Guernsey|GNGIN Guinea|GWGNB Guinea-Bissau|GYGUY Guyana|' +
  'HTHTI Haiti|HMHMD Heard & McDonald Islands|HNHND Honduras|HKHKG Hong Kong SAR China|' +
  'HUHUN Hungary|ISISL Iceland|ININD India|IDIDN Indonesia|IRIRN Iran|IQIRQ Iraq|' +
  'IEIRL Ireland|IMIMN Isle of Man|ILISR Israel|ITITA Italy|JMJAM Jamaica|JPJPN Japan|' +
  'JEJEY Jersey|JOJOR Jordan|KZKAZ Kazakhstan|KEKEN Kenya|KIKIR Kiribati|XKXKK Kosovo|' +
  'KWKWT Kuwait|KGKGZ Kyrgyzstan|LALAO Laos|LVLVA Latvia|LBLBN Lebanon|LSLSO Lesotho|' +
  'LRLBR Liberia|LYLBY Libya|LILIE Liechtenstein|LTLTU Lithuania|LULUX Luxembourg|' +
  'MOMAC Macao SAR China|MGMDG Madagascar|MWMWI Malawi|MYMYS Malaysia|MVMDV Maldives|' +
  'MLMLI Mali|MTMLT Malta|MHMHL Marshall Islands|MQMTQ Martinique|MRMRT Mauritania|' +
  'MUMUS Mauritius|YTMYT Mayotte|MXMEX Mexico|FMFSM Micronesia|MDMDA Moldova|MCMCO Monaco|' +
  'MNMNG Mongolia|MEMNE Montenegro|MSMSR Montserrat|MAMAR Morocco|MZMOZ Mozambique|' +
  'MMMMR Myanmar (Burma)|NANAM Namibia|NRNRU Nauru|NPNPL Nepal|NLNLD Netherlands|' +
  'NCNCL New Caledonia|NZNZL New Zealand|NINIC Nicaragua|NENER Niger|NGNGA Nigeria|' +
  'NUNIU Niue|NFNFK Norfolk Island|KPPRK North Korea|MKMKD North Macedonia|' +
  'MPMNP Northern Mariana Islands|NONOR Norway|OMOMN Oman|PKPAK Pakistan|PWPLW Palau|' +
  'PSPSE Palestinian Territories|PAPAN Panama|PGPNG Papua New Guinea|PYPRY Paraguay|' +
  'PEPER Peru|PHPHL Philippines|PNPCN Pitcairn Islands|PLPOL Poland|PTPRT Portugal|' +
  'PRPRI Puerto Rico|QAQAT Qatar|REREU Réunion|ROROU Romania|RURUS Russia|RWRWA Rwanda|' +
  'WSWSM Samoa|SMSMR San Marino|STSTP São Tomé & Príncipe|SASAU Saudi Arabia|SNSEN Senegal|' +
  'RSSRB Serbia|SCSYC Seychelles|SLSLE Sierra Leone|SGSGP Singapore|SXSXM Sint Maarten|' +
  'SKSVK Slovakia|SISVN Slovenia|SBSLB Solomon Islands|SOSOM Somalia|ZAZAF South Africa|' +
  'GSSGS South Georgia & South Sandwich Islands|KRKOR South Korea|SSSSD South Sudan|' +
  'ESESP Spain|LKLKA Sri Lanka|BLBLM St. Barthélemy|SHSHN St. Helena|' +
  'KNKNA St. Kitts & Nevis|LCLCA St. Lucia|MFMAF St. Martin|PMSPM St. Pierre & Miquelon|' +
  'VCVCT St. Vincent & Grenadines|SDSDN Sudan|SRSUR Suriname|SJSJM Svalbard & Jan Mayen|' +
  'SESWE Sweden|CHCHE Switzerland|SYSYR Syria|TWTWN Taiwan|TJTJK Tajikistan|TZTZA Tanzania|' +
  'THTHA Thailand|TLTLS Timor-Leste|TGTGO Togo|TKTKL Tokelau|TOTON Tonga|' +
  'TTTTO Trinidad & Tobago|TNTUN Tunisia|TRTUR Türkiye|TMTKM Turkmenistan|' +
  'TCTCA Turks & Caicos Islands|TVTUV Tuvalu|UMUMI U.S. Outlying Islands|' +
  'VIVIR U.S. Virgin Islands|UGUGA Uganda|UAUKR Ukraine|AEARE United Arab Emirates|' +
  'GBGBR United Kingdom|USUSA United States|UYURY Uruguay|UZUZB Uzbekistan|VUVUT Vanuatu|' +
  'VAVAT Vatican City|VEVEN Venezuela|VNVNM Vietnam|WFWLF Wallis & Futuna|' +
  'EHESH Western Sahara|YEYEM Yemen|ZMZMB Zambia|ZWZWE Zimbabwe';

const toAlpha3 = new Map<string, string>();
const toAlpha2 = new Map<string, string>();
const names = new Map<string, string>();
for (const entry of ISO_COUNTRIES.split('|')) {
  const [alpha2, alpha3] = [entry.slice(0, 2), entry.slice(2, 5)];
  toAlpha3.set(alpha2, alpha3);
  toAlpha2.set(alpha3, alpha2);
  names.set(alpha2, entry.slice(6));
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

/** Every ISO 3166-1 country, sorted by English name, keyed by its three-letter code. */
export const COUNTRIES: readonly Country[] = [...toAlpha3].map(([alpha2, alpha3]) => ({
  alpha3,
  alpha2,
  name: names.get(alpha2) ?? alpha2,
}));

/**
 * The country names in the active language, in its alphabetical order: English is the table above;
 * another language's names come with its catalogue (`countryNames/locales/<locale>.ts`, compiled
 * from ICU: see scripts/countryNames.ts for why not `Intl.DisplayNames`), merged in as one message.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern
const NAME_LOADERS = import.meta.glob<{ messages: Messages }>('./countryNames/locales/*.ts');

/**
 * Fetches the active language's names (one small chunk, as soon as this module loads: with the
 * profile's code, during the boot) and adds them to its messages; Lingui's change re-renders what
 * shows a country. Until they are here a country shows by its English name.
 */
function loadNames(): void {
  const locale = activeLocale();
  const load = NAME_LOADERS[`./countryNames/locales/${locale}.ts`];
  if (!load) return;
  void load().then(
    ({ messages }) => {
      if (activeLocale() === locale) i18n.load(locale, messages);
    },
    () => undefined, // English names stay; the next change of language tries again.
  );
}

if (typeof window !== 'undefined') {
  loadNames();
  onLocaleChange(loadNames);
}

const localized = new Map<string, { list: readonly Country[]; names: Map<string, string> }>();

function inActiveLanguage(): { list: readonly Country[]; names: Map<string, string> } | null {
  const table = i18n.messages['country.names'];
  if (typeof table !== 'string') return null;
  let entry = localized.get(table);
  if (!entry) {
    const names = new Map<string, string>();
    const list: Country[] = [];
    for (const item of table.split('|')) {
      const alpha2 = item.slice(0, 2);
      const alpha3 = toAlpha3.get(alpha2);
      if (!alpha3) continue;
      names.set(alpha2, item.slice(2));
      list.push({ alpha3, alpha2, name: item.slice(2) });
    }
    entry = { list, names };
    localized.set(table, entry);
  }
  return entry;
}

/** Every country, named and ordered in the active language (English: `COUNTRIES`). */
export function countriesInActiveLanguage(): readonly Country[] {
  return inActiveLanguage()?.list ?? COUNTRIES;
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

/** A country's name in the active language for its two- or three-letter code; the code itself when unknown. */
export function countryName(code: string): string {
  const alpha3 = toThreeLetterCountryCode(code);
  const alpha2 = alpha3 === null ? undefined : toAlpha2.get(alpha3);
  if (alpha2 === undefined) return code;
  return inActiveLanguage()?.names.get(alpha2) ?? names.get(alpha2) ?? code;
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
