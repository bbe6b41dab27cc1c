// The trade words the portal starts with (issue 32): one group per trade of the job categories (db/seed/lookups.ts)
// and of the demo's and the benchmark's job titles, in English, Kiswahili and Luganda, lower case. A Kiswahili or
// Luganda term finds what every term of its group finds; English terms are searched as typed (lib/trade-synonyms.ts).
// The Ministry keeps them from then on (/ministry/trade-synonyms); the seed fills the table once.
export type SeedSynonymGroup = { en: readonly string[]; sw: readonly string[]; lg: readonly string[] };

export const TRADE_SYNONYMS: readonly SeedSynonymGroup[] = [
  {
    en: ['electrician', 'electrical technician', 'wireman'],
    sw: ['fundi umeme', 'fundi wa umeme', 'mafundi umeme'],
    lg: ["omukozi w'amasannyalaze", "omukugu w'amasannyalaze", "fundi w'amasannyalaze"],
  },
  {
    en: ['auto electrician'],
    sw: ['fundi umeme wa magari'],
    lg: ["omukozi w'amasannyalaze g'emmotoka"],
  },
  {
    en: ['solar technician', 'solar installer'],
    sw: ['fundi sola', 'fundi wa sola', 'fundi wa nishati ya jua'],
    lg: ['fundi wa sola', "omukozi w'amasannyalaze g'enjuba"],
  },
  {
    en: ['cook', 'chef'],
    sw: ['mpishi', 'wapishi'],
    lg: ['omufumbi', 'abafumbi'],
  },
  {
    en: ['baker'],
    sw: ['mwokaji mikate', 'mwokaji'],
    lg: ["omufumbi w'emigaati"],
  },
  {
    en: ['waiter', 'waitress'],
    sw: ['mhudumu wa mgahawa', 'mhudumu wa hoteli'],
    lg: ['omuweereza', "omugabuzi w'emmere"],
  },
  {
    en: ['mechanic', 'motor mechanic'],
    sw: ['fundi magari', 'fundi wa magari', 'makanika'],
    lg: ['makanika', "fundi w'emmotoka"],
  },
  {
    en: ['welder', 'welding', 'metal fabricator'],
    sw: ['fundi kuchomelea', 'fundi wa kuchomelea', 'mchomeleaji', 'uchomeleaji'],
    lg: ['omuweesi', "omuweesi w'ebyuma"],
  },
  {
    en: ['steel fixer'],
    sw: ['fundi nondo', 'fundi chuma'],
    lg: [],
  },
  {
    en: ['tailor', 'dressmaker'],
    sw: ['fundi cherehani', 'fundi nguo', 'mshonaji', 'mshona nguo'],
    lg: ['omutunzi', "omutunzi w'engoye"],
  },
  {
    en: ['carpenter', 'joiner', 'furniture maker'],
    sw: ['seremala', 'fundi seremala', 'fundi mbao'],
    lg: ['omubazzi', "omubazzi w'entebe"],
  },
  {
    en: ['plumber', 'pipe fitter'],
    sw: ['fundi bomba', 'fundi mabomba', 'fundi wa mabomba'],
    lg: ['fundi wa payipu', 'omuyunzi wa payipu'],
  },
  {
    en: ['mason', 'bricklayer', 'builder'],
    sw: ['mwashi', 'fundi mwashi', 'fundi ujenzi', 'mjenzi'],
    lg: ['omuzimbi', "omuzimbi w'amayinja"],
  },
  {
    en: ['site foreman', 'foreman', 'site supervisor'],
    sw: ['msimamizi wa kazi', 'msimamizi wa ujenzi', 'nokoa'],
    lg: ["omulabirizi w'omulimu", "omulabirizi w'abazimbi"],
  },
  {
    en: ['painter'],
    sw: ['fundi rangi', 'mpaka rangi'],
    lg: ['omusiizi wa langi'],
  },
  {
    en: ['hairdresser', 'beautician', 'cosmetologist'],
    sw: ['msusi', 'msusi wa nywele', 'mtengeneza nywele'],
    lg: ["omusibi w'enviiri", 'omukozi wa saluuni'],
  },
  {
    en: ['barber'],
    sw: ['kinyozi'],
    lg: ['omumwi', "omumwi w'enviiri"],
  },
  {
    en: ['driver', 'truck driver', 'chauffeur'],
    sw: ['dereva', 'udereva', 'dereva wa lori'],
    lg: ['omuvuzi', "omuvuzi w'emmotoka", 'dereeva'],
  },
  {
    en: ['farm manager', 'farmer', 'agronomist', 'farm worker'],
    sw: ['mkulima', 'bwana shamba', 'mtaalamu wa kilimo', 'mfanyakazi wa shamba'],
    lg: ['omulimi', "omukugu mu by'obulimi", "omukozi w'omu nnimiro"],
  },
  {
    en: ['computer technician', 'ict technician'],
    sw: ['fundi kompyuta', 'fundi wa kompyuta'],
    lg: ['fundi wa kompyuta', 'omukugu wa kompyuta'],
  },
  {
    en: ['technician', 'artisan', 'craftsman'],
    sw: ['fundi', 'mafundi'],
    lg: ['fundi', 'omukugu'],
  },
  {
    en: ['accountant', 'accounts assistant', 'bookkeeper'],
    sw: ['mhasibu', 'msaidizi wa mhasibu', 'karani wa hesabu'],
    lg: ["omubazi w'ebitabo", "omukozi w'ebitabo by'ensimbi"],
  },
  {
    en: ['sales representative', 'salesperson', 'sales agent'],
    sw: ['muuzaji', 'mwakilishi wa mauzo', 'wakala wa mauzo'],
    lg: ['omusuubuzi', "omukozi w'okutunda"],
  },
  {
    en: ['nurse', 'nursing assistant'],
    sw: ['muuguzi', 'msaidizi wa muuguzi', 'nesi'],
    lg: ['nansi', 'omujjanjabi'],
  },
  {
    en: ['instructor', 'teacher', 'trainer'],
    sw: ['mwalimu', 'mkufunzi'],
    lg: ['omusomesa', 'omutendesi'],
  },
  {
    en: ['machine operator'],
    sw: ['mwendeshaji mitambo', 'mwendeshaji wa mashine'],
    lg: ["omukozi w'ebyuma"],
  },
  {
    en: ['security guard', 'guard', 'watchman'],
    sw: ['mlinzi', 'askari', 'askari wa usalama'],
    lg: ['omukuumi', "omukuumi w'ebyokwerinda"],
  },
  {
    en: ['receptionist'],
    sw: ['mpokezi', 'mpokezi wa wageni'],
    lg: ["omwaniriza w'abagenyi"],
  },
  {
    en: ['office administrator', 'secretary', 'clerk'],
    sw: ['katibu', 'karani', 'msimamizi wa ofisi'],
    lg: ['omuwandiisi', "omuwandiisi w'ofiisi"],
  },
];
