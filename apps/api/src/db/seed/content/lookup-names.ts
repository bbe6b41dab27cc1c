// The lookup lists' names in Kiswahili and Luganda (decision 027), seeded into each row's `names`. Words follow
// docs/glossary.md (internship: "mafunzo kwa vitendo" / "okwegezaamu emirimu"); written by the portal's engineers,
// to be reviewed by first-language readers like the catalogues. Each list is checked against its English list by
// type: a row added there without its names here does not compile.
import type {
  CAREER_SERVICES,
  COMPANY_CATEGORIES,
  CONTRACT_TYPES,
  FUNCTIONAL_AREAS,
  JOB_CATEGORIES,
  MARITAL_STATUSES,
  SKILLS_CATEGORIES,
} from '../lookups.js';

type Names = { sw: string; lg: string };
type NamesOf<L extends readonly string[]> = Record<L[number], Names>;

export const CONTRACT_TYPE_NAMES: NamesOf<typeof CONTRACT_TYPES> = {
  'Full Time': { sw: 'Muda wote', lg: 'Ekiseera kyonna' },
  'Part Time': { sw: 'Muda wa sehemu', lg: 'Ekiseera ekitono' },
  Contract: { sw: 'Mkataba', lg: 'Endagaano' },
  Internship: { sw: 'Mafunzo kwa vitendo', lg: 'Okwegezaamu emirimu' },
  Apprenticeship: { sw: 'Uanagenzi', lg: 'Okuyiga omulimu ku mukugu' },
  Temporary: { sw: 'Muda mfupi', lg: 'Okumala akaseera' },
  Volunteer: { sw: 'Kujitolea', lg: 'Bwannakyewa' },
};

export const MARITAL_STATUS_NAMES: NamesOf<typeof MARITAL_STATUSES> = {
  Single: { sw: 'Mseja', lg: 'Tali mufumbo' },
  Married: { sw: 'Katika ndoa', lg: 'Mufumbo' },
  Divorced: { sw: 'Ametalikiana', lg: 'Yagattululwa' },
  Widowed: { sw: 'Mjane', lg: 'Nnamwandu' },
  Separated: { sw: 'Ametengana', lg: 'Baayawukana' },
};

export const JOB_CATEGORY_NAMES: NamesOf<typeof JOB_CATEGORIES> = {
  'Construction & Building': { sw: 'Ujenzi', lg: 'Okuzimba' },
  'Electrical Installation': { sw: 'Ufungaji wa umeme', lg: 'Okuyunga amasannyalaze' },
  Plumbing: { sw: 'Ufundi bomba', lg: "Okuteeka payipu z'amazzi" },
  'Welding & Fabrication': { sw: 'Uchomeleaji na uundaji wa vyuma', lg: "Okuwelda n'okukola ebyuma" },
  'Motor Vehicle Mechanics': { sw: 'Ufundi magari', lg: 'Okukanika emmotoka' },
  'Carpentry & Joinery': { sw: 'Useremala', lg: 'Obubazzi' },
  'Tailoring & Garment Making': { sw: 'Ushonaji wa nguo', lg: 'Okutunga engoye' },
  'Hairdressing & Cosmetology': { sw: 'Ususi na urembo', lg: "Okukola enviiri n'okulungiya" },
  'Catering & Hotel Management': { sw: 'Upishi na usimamizi wa hoteli', lg: "Okufumba n'okuddukanya wooteeri" },
  'Agriculture & Agribusiness': { sw: 'Kilimo na biashara ya kilimo', lg: "Ebyobulimi n'obusuubuzi bw'ebirime" },
  'ICT & Computer Repair': { sw: 'TEHAMA na ukarabati wa kompyuta', lg: "Tekinologiya n'okukanika kompyuta" },
  'Accounting & Finance': { sw: 'Uhasibu na fedha', lg: "Okubala ebitabo n'ensimbi" },
  'Sales & Marketing': { sw: 'Mauzo na masoko', lg: "Okutunda n'okulanga" },
  'Health Care': { sw: 'Huduma za afya', lg: 'Ebyobulamu' },
  'Education & Training': { sw: 'Elimu na mafunzo', lg: "Ebyenjigiriza n'entendeka" },
  'Transport & Logistics': { sw: 'Usafirishaji na ugavi', lg: "Ebyentambula n'okutambuza ebintu" },
  Manufacturing: { sw: 'Uzalishaji viwandani', lg: 'Okukola ebintu mu makolero' },
  'Solar & Renewable Energy': {
    sw: 'Nishati ya jua na nishati jadidifu',
    lg: "Amasannyalaze g'enjuba n'amaanyi agataggwaawo",
  },
  Security: { sw: 'Ulinzi', lg: 'Obukuumi' },
  Administration: { sw: 'Utawala', lg: 'Okuddukanya ofiisi' },
};

export const FUNCTIONAL_AREA_NAMES: NamesOf<typeof FUNCTIONAL_AREAS> = {
  'Installation & Maintenance': { sw: 'Ufungaji na matengenezo', lg: "Okuteekawo n'okulabirira" },
  'Production & Operations': { sw: 'Uzalishaji na uendeshaji', lg: "Okukola ebintu n'okuddukanya emirimu" },
  'Engineering & Technical': { sw: 'Uhandisi na ufundi', lg: "Bya yinginiya n'eby'ekikugu" },
  'Site Supervision': { sw: 'Usimamizi wa eneo la kazi', lg: "Okulabirira ekifo ky'omulimu" },
  'Quality Control & Safety': { sw: 'Udhibiti wa ubora na usalama', lg: "Okukebera omutindo n'obukuumi" },
  'Customer Service': { sw: 'Huduma kwa wateja', lg: 'Okuweereza bakasitoma' },
  'Sales & Business Development': { sw: 'Mauzo na ukuzaji wa biashara', lg: "Okutunda n'okukuza bizinensi" },
  'Finance & Accounts': { sw: 'Fedha na hesabu', lg: "Ensimbi n'ebitabo by'okubala" },
  'Administration & Office Support': { sw: 'Utawala na huduma za ofisi', lg: "Okuddukanya n'obuyambi mu ofiisi" },
  'Human Resources': { sw: 'Rasilimali watu', lg: "Ensonga z'abakozi" },
  'Information Technology': { sw: 'Teknolojia ya habari', lg: "Tekinologiya w'amawulire" },
  'Logistics & Procurement': { sw: 'Ugavi na ununuzi', lg: "Okutambuza ebintu n'okugula" },
  'Field Operations': { sw: 'Kazi za nyanjani', lg: "Emirimu egy'ebweru mu kitundu" },
  'Teaching & Instruction': { sw: 'Ufundishaji na ukufunzi', lg: "Okusomesa n'okuyigiriza" },
  'Health & Community Services': { sw: 'Huduma za afya na jamii', lg: "Ebyobulamu n'obuweereza bw'abantu" },
  'Hospitality & Front Office': { sw: 'Ukarimu na mapokezi', lg: "Okwaniriza abagenyi n'ofiisi ey'omu maaso" },
  'Design & Creative': { sw: 'Usanifu na ubunifu', lg: "Okukola dizayini n'okuyiiya" },
  Management: { sw: 'Usimamizi', lg: 'Okuddukanya' },
};

const HOSPITALITY: Names = { sw: 'Ukarimu na utalii', lg: "Okwaniriza abagenyi n'ebyobulambuzi" };

export const COMPANY_CATEGORY_NAMES: NamesOf<typeof COMPANY_CATEGORIES> = {
  'Construction & Real Estate': { sw: 'Ujenzi na majengo', lg: "Okuzimba n'ebyettaka" },
  Manufacturing: JOB_CATEGORY_NAMES.Manufacturing,
  'Agriculture & Agro-processing': { sw: 'Kilimo na usindikaji wa mazao', lg: "Ebyobulimi n'okulongoosa ebirime" },
  'Hospitality & Tourism': HOSPITALITY,
  'ICT & Telecommunications': { sw: 'TEHAMA na mawasiliano ya simu', lg: "Tekinologiya n'empuliziganya" },
  'Energy & Utilities': { sw: 'Nishati, maji na huduma za msingi', lg: "Amasannyalaze, amazzi n'obuweereza obulala" },
  'Health & Pharmaceuticals': { sw: 'Afya na dawa', lg: "Ebyobulamu n'eddagala" },
  'Education & Training': JOB_CATEGORY_NAMES['Education & Training'],
  'Financial Services': { sw: 'Huduma za fedha', lg: "Obuweereza bw'ensimbi" },
  'Transport & Logistics': JOB_CATEGORY_NAMES['Transport & Logistics'],
  'Retail & Wholesale Trade': { sw: 'Biashara ya rejareja na jumla', lg: 'Okusuubula mu bitundutundu ne mu bungi' },
  Automotive: { sw: 'Magari', lg: 'Ebyemmotoka' },
  'Oil & Gas': { sw: 'Mafuta na gesi', lg: 'Amafuta ne ggaasi' },
  'Mining & Quarrying': { sw: 'Uchimbaji wa madini na mawe', lg: "Okusima eby'obugagga n'amayinja" },
  'NGO & Development': {
    sw: 'Mashirika yasiyo ya kiserikali na maendeleo',
    lg: "Ebibiina ebitali bya gavumenti n'enkulaakulana",
  },
  'Government & Public Sector': { sw: 'Serikali na sekta ya umma', lg: "Gavumenti n'ebitongole byayo" },
  'Media & Creative Industries': { sw: 'Vyombo vya habari na sanaa', lg: "Emikutu gy'amawulire n'okuyiiya" },
  'Security Services': { sw: 'Huduma za ulinzi', lg: "Obuweereza bw'obukuumi" },
  'Textiles & Apparel': { sw: 'Nguo na mavazi', lg: "Engoye n'ebyambalo" },
  'Beauty & Personal Care': { sw: 'Urembo na utunzaji wa mwili', lg: "Okulungiya n'okwerabirira" },
};

export const SKILLS_CATEGORY_NAMES: NamesOf<typeof SKILLS_CATEGORIES> = {
  'Building & Civil Works': { sw: 'Ujenzi na kazi za kiraia', lg: "Okuzimba n'emirimu gy'enguudo" },
  'Electrical & Electronics': { sw: 'Umeme na elektroniki', lg: "Amasannyalaze n'ebyuma by'amasannyalaze" },
  'Motor Vehicle & Mechanical': { sw: 'Magari na ufundi mitambo', lg: "Emmotoka n'okukanika ebyuma" },
  'Plumbing & Pipe Fitting': { sw: 'Ufundi bomba na uungaji wa mabomba', lg: "Okuteeka n'okuyunga payipu" },
  'Welding & Metal Fabrication': JOB_CATEGORY_NAMES['Welding & Fabrication'],
  'Carpentry & Woodwork': { sw: 'Useremala na kazi za mbao', lg: "Obubazzi n'emirimu gy'embaawo" },
  'Fashion & Garment Design': { sw: 'Mitindo na ubunifu wa mavazi', lg: "Emisono n'okukola dizayini y'engoye" },
  'Hairdressing & Beauty Therapy': JOB_CATEGORY_NAMES['Hairdressing & Cosmetology'],
  'Food Processing & Catering': { sw: 'Usindikaji wa vyakula na upishi', lg: "Okulongoosa emmere n'okufumba" },
  'Agriculture & Animal Husbandry': { sw: 'Kilimo na ufugaji', lg: "Ebyobulimi n'obulunzi" },
  'ICT & Digital Skills': { sw: 'TEHAMA na ujuzi wa kidijitali', lg: "Tekinologiya n'obukugu bwa kompyuta" },
  'Business & Entrepreneurship': { sw: 'Biashara na ujasiriamali', lg: "Bizinensi n'okwetandikirawo emirimu" },
  'Solar & Renewable Energy': JOB_CATEGORY_NAMES['Solar & Renewable Energy'],
  'Hospitality & Tourism': HOSPITALITY,
  'Arts & Crafts': { sw: 'Sanaa na kazi za mikono', lg: "Eby'emikono n'okuyiiya" },
  'Leather Work & Shoe Making': {
    sw: 'Kazi za ngozi na utengenezaji wa viatu',
    lg: "Emirimu gy'amaliba n'okukola engatto",
  },
  'Refrigeration & Air Conditioning': { sw: 'Majokofu na viyoyozi', lg: "Firiigi n'ebyuma ebiwolaza empewo" },
  'Health & Care Assistance': { sw: 'Usaidizi wa afya na utunzaji', lg: "Okuyambako mu byobulamu n'okulabirira" },
};

export const CAREER_SERVICE_NAMES: NamesOf<typeof CAREER_SERVICES> = {
  'Career Guidance': { sw: 'Mwongozo wa taaluma', lg: 'Okuluŋŋamya ku mirimu' },
  'CV & Cover Letter Writing': {
    sw: 'Uandishi wa CV na barua ya maombi',
    lg: "Okuwandiika CV n'ebbaluwa esaba omulimu",
  },
  'Interview Preparation': { sw: 'Maandalizi ya usaili', lg: 'Okwetegekera okubuuzibwa ku mulimu' },
  'Aptitude & Interest Assessment': {
    sw: 'Tathmini ya uwezo na mapendeleo',
    lg: "Okukebera obusobozi n'ebyo by'oyagala",
  },
  'Job Placement Support': { sw: 'Msaada wa kupata ajira', lg: 'Okuyambibwa okufuna omulimu' },
  'Apprenticeship & Internship Placement': {
    sw: 'Kupangiwa uanagenzi na mafunzo kwa vitendo',
    lg: "Okufuna ekifo eky'okuyiga n'okwegezaamu emirimu",
  },
  'Entrepreneurship Coaching': { sw: 'Ukufunzi wa ujasiriamali', lg: 'Okutendekebwa mu kwetandikirawo bizinensi' },
  'Course & Institution Selection': { sw: 'Kuchagua kozi na taasisi', lg: "Okulonda essomo n'ettendekero" },
  'Workplace Readiness Training': { sw: 'Mafunzo ya kujiandaa kwa kazi', lg: "Entendeka ey'okwetegekera omulimu" },
  'Psychosocial Counselling': { sw: 'Ushauri nasaha wa kisaikolojia', lg: "Okubudaabuda n'okuwabula ku birowoozo" },
  'Scholarship & Bursary Guidance': {
    sw: 'Mwongozo kuhusu ufadhili wa masomo',
    lg: "Okuwabula ku bbasale n'obuyambi bw'okusoma",
  },
  'Digital Job Search Skills': {
    sw: 'Ujuzi wa kutafuta kazi mtandaoni',
    lg: "Obukugu bw'okunoonya emirimu ku yintaneeti",
  },
};
