// Texts for the demo data set: organisations, job templates, trainings, competitions, events, centres, documents.
// Organisations and people are invented; names of public bodies (DIT, UBTEB, NSSF) are used as a reader would expect them.
import type { JOB_CATEGORIES } from '../lookups.js';

export type JobCategoryName = (typeof JOB_CATEGORIES)[number];

export type JobTemplate = {
  titles: readonly string[];
  /** Title used for internship and apprenticeship posts. */
  trainee: string;
  area: string;
  duties: readonly string[];
  qualifications: readonly string[];
  /** Full-time monthly pay band in Shs. */
  pay: readonly [number, number];
};

export const JOB_TEMPLATES: Record<JobCategoryName, JobTemplate> = {
  'Construction & Building': {
    titles: [
      'Site Foreman',
      'Mason / Bricklayer',
      'Building Technician',
      'Quantity Surveying Assistant',
      'Steel Fixer',
      'Tiler and Finisher',
    ],
    trainee: 'Apprentice Mason',
    area: 'Site Supervision',
    duties: [
      'Set out and build walls, columns and foundations to the approved drawings',
      'Read and interpret architectural and structural drawings',
      'Mix mortar and concrete to the specified ratios and check slump on site',
      'Supervise casual labourers and keep the daily site diary',
      'Follow site safety rules, including helmets, boots and harnesses',
      'Keep tools and scaffolding in safe working order',
    ],
    qualifications: [
      'National Certificate or Diploma in Building Construction from a recognised technical institute',
      'Directorate of Industrial Training (DIT) trade test certificate is an added advantage',
      'At least two years of site experience on residential or commercial buildings',
      'Ability to read drawings and take accurate measurements',
    ],
    pay: [500_000, 1_800_000],
  },
  'Electrical Installation': {
    titles: [
      'Electrician',
      'Electrical Installation Technician',
      'Maintenance Electrician',
      'Wireman (Domestic Installations)',
      'Electrical Supervisor',
    ],
    trainee: 'Electrical Installation Intern',
    area: 'Installation & Maintenance',
    duties: [
      'Install conduits, wiring, sockets, lighting and distribution boards in new buildings',
      'Test and commission installations and complete test certificates',
      'Trace and repair faults on single-phase and three-phase systems',
      'Carry out planned maintenance on motors, generators and changeover switches',
      'Estimate materials and keep accurate job cards',
      'Observe lock-out and tag-out procedures at all times',
    ],
    qualifications: [
      'Certificate or Diploma in Electrical Installation or Electrical Engineering',
      'A valid wiring permit is an added advantage',
      'At least two years of hands-on installation experience',
      'Good knowledge of wiring regulations and safe isolation',
    ],
    pay: [600_000, 2_200_000],
  },
  Plumbing: {
    titles: ['Plumber', 'Plumbing Technician', 'Water Systems Technician', 'Pipe Fitter'],
    trainee: 'Apprentice Plumber',
    area: 'Installation & Maintenance',
    duties: [
      'Install water supply, drainage and sanitary fittings in homes and commercial buildings',
      'Cut, thread and join PPR, PVC and galvanised pipes',
      'Install and service water tanks, pumps and solar water heaters',
      'Locate and repair leaks and blockages',
      'Pressure-test new installations before handover',
      'Advise clients on water-saving fittings',
    ],
    qualifications: [
      'Certificate in Plumbing from a recognised technical institute',
      'DIT trade test (Level 1 or 2) in Plumbing',
      'At least one year of plumbing experience',
      'Own basic plumbing tool kit is an added advantage',
    ],
    pay: [450_000, 1_400_000],
  },
  'Welding & Fabrication': {
    titles: [
      'Welder / Fabricator',
      'Metal Fabricator',
      'MIG and Arc Welder',
      'Structural Steel Welder',
      'Workshop Supervisor (Welding & Fabrication)',
    ],
    trainee: 'Apprentice Welder',
    area: 'Production & Operations',
    duties: [
      'Fabricate gates, windows, trusses, tanks and steel structures to drawings',
      'Weld mild steel using arc (SMAW) and MIG processes',
      'Cut, grind, drill and bend steel sections accurately',
      'Inspect welds for defects and correct them',
      'Apply primer and finishing paint to completed work',
      'Keep the workshop clean and wear full protective gear',
    ],
    qualifications: [
      'Certificate in Welding and Metal Fabrication or equivalent',
      'DIT trade test certificate in Welding',
      'At least two years of welding experience',
      'Ability to read fabrication drawings',
    ],
    pay: [450_000, 1_600_000],
  },
  'Motor Vehicle Mechanics': {
    titles: [
      'Motor Vehicle Mechanic',
      'Auto Electrician',
      'Heavy Plant Mechanic',
      'Motorcycle Mechanic',
      'Workshop Service Advisor',
    ],
    trainee: 'Motor Vehicle Mechanic Apprentice',
    area: 'Installation & Maintenance',
    duties: [
      'Diagnose and repair engines, gearboxes, brakes and suspension',
      'Carry out scheduled servicing and keep service records',
      'Use diagnostic scanners to read and clear fault codes',
      'Repair vehicle electrical systems, including starters and alternators',
      'Road-test vehicles after repair',
      'Order spare parts and keep the parts register',
    ],
    qualifications: [
      'Certificate or Diploma in Motor Vehicle Mechanics',
      'DIT trade test in Motor Vehicle Mechanics',
      'At least two years of workshop experience',
      'A valid class B driving permit is an added advantage',
    ],
    pay: [500_000, 1_800_000],
  },
  'Carpentry & Joinery': {
    titles: ['Carpenter', 'Joiner / Furniture Maker', 'Roofing Carpenter', 'Wood Machinist', 'Cabinet Maker'],
    trainee: 'Apprentice Carpenter',
    area: 'Production & Operations',
    duties: [
      'Make doors, windows, cabinets and furniture to order',
      'Set and operate planers, table saws and routers safely',
      'Build roof trusses and fix roofing sheets',
      'Install shelving, ceilings and built-in wardrobes',
      'Sand, stain and varnish finished work',
      'Estimate timber and hardware for each job',
    ],
    qualifications: [
      'Certificate in Carpentry and Joinery',
      'DIT trade test certificate in Carpentry',
      'At least two years of experience in a joinery workshop or on site',
      'A portfolio of recent work',
    ],
    pay: [400_000, 1_300_000],
  },
  'Tailoring & Garment Making': {
    titles: [
      'Tailor',
      'Fashion Designer',
      'Industrial Sewing Machine Operator',
      'Pattern Cutter',
      'Production Supervisor (Garments)',
    ],
    trainee: 'Tailoring Apprentice',
    area: 'Production & Operations',
    duties: [
      'Take client measurements and draft patterns',
      'Cut and sew school uniforms, suits, gomesis and corporate wear',
      'Operate straight-stitch, overlock and embroidery machines',
      'Carry out alterations and quality checks',
      'Meet daily production targets',
      'Keep machines oiled and report faults',
    ],
    qualifications: [
      'Certificate in Tailoring, Garment Making or Fashion Design',
      'At least one year of tailoring experience',
      'Ability to operate industrial sewing machines',
      'Attention to detail and neat finishing',
    ],
    pay: [350_000, 1_200_000],
  },
  'Hairdressing & Cosmetology': {
    titles: ['Hairdresser', 'Barber', 'Beautician / Nail Technician', 'Salon Supervisor', 'Make-up Artist'],
    trainee: 'Salon Apprentice',
    area: 'Customer Service',
    duties: [
      'Wash, treat, cut, braid and style hair to client requests',
      'Apply relaxers, dyes and treatments safely',
      'Offer manicure, pedicure and make-up services',
      'Sterilise tools and keep the salon hygienic',
      'Advise clients on hair and skin care products',
      'Record daily sales and stock usage',
    ],
    qualifications: [
      'Certificate in Hairdressing and Cosmetology',
      'At least one year of salon experience',
      'Friendly, well groomed and good with clients',
      'Knowledge of current hair styles and products',
    ],
    pay: [300_000, 900_000],
  },
  'Catering & Hotel Management': {
    titles: [
      'Cook',
      'Chef de Partie',
      'Pastry Chef',
      'Waiter / Waitress',
      'Front Office Receptionist',
      'Housekeeping Supervisor',
    ],
    trainee: 'Kitchen Intern',
    area: 'Hospitality & Front Office',
    duties: [
      'Prepare local and continental dishes to the menu standard',
      'Keep the kitchen and stores clean and organised',
      'Receive and check food deliveries',
      'Serve guests promptly and courteously',
      'Follow food safety and hygiene rules',
      'Help with stock taking at month end',
    ],
    qualifications: [
      'Certificate or Diploma in Catering and Hotel Management',
      'At least one year of experience in a hotel or restaurant',
      'A valid medical certificate for food handlers',
      'Good spoken English; a local language is an advantage',
    ],
    pay: [350_000, 1_500_000],
  },
  'Agriculture & Agribusiness': {
    titles: [
      'Farm Manager',
      'Agricultural Extension Officer',
      'Veterinary Assistant',
      'Agronomist',
      'Dairy Farm Supervisor',
      'Produce Buyer',
    ],
    trainee: 'Agriculture Intern',
    area: 'Field Operations',
    duties: [
      'Plan and supervise planting, weeding, spraying and harvesting',
      'Train farmer groups on good agronomic practices',
      'Keep farm records of inputs, yields and sales',
      'Monitor livestock health and give basic treatment',
      'Coordinate with buyers and transporters',
      'Prepare monthly field reports',
    ],
    qualifications: [
      'Certificate or Diploma in Agriculture, Animal Husbandry or Agribusiness',
      'At least two years of practical farm experience',
      'Ability to ride a motorcycle, with a valid permit',
      'Fluency in the local language of the area',
    ],
    pay: [500_000, 1_800_000],
  },
  'ICT & Computer Repair': {
    titles: [
      'IT Support Technician',
      'Computer and Phone Repair Technician',
      'Network Technician',
      'Junior Web Developer',
      'Systems Administrator',
    ],
    trainee: 'ICT Intern',
    area: 'Information Technology',
    duties: [
      'Install, configure and maintain computers, printers and networks',
      'Repair laptops, desktops and mobile phones at component level',
      'Set up user accounts, e-mail and backups',
      'Troubleshoot internet and office network problems',
      'Keep an inventory of ICT equipment',
      'Train staff in basic computer use',
    ],
    qualifications: [
      'Certificate or Diploma in Computer Science, ICT or Electronics',
      'At least one year of IT support experience',
      'Knowledge of Windows, basic Linux and networking',
      'CompTIA A+ or Cisco CCNA is an added advantage',
    ],
    pay: [600_000, 2_500_000],
  },
  'Accounting & Finance': {
    titles: ['Accounts Assistant', 'Cashier', 'Bookkeeper', 'Stores and Accounts Clerk', 'Accountant'],
    trainee: 'Accounts Intern',
    area: 'Finance & Accounts',
    duties: [
      'Record daily transactions in the accounting system',
      'Prepare invoices, receipts and payment vouchers',
      'Reconcile bank and mobile money statements',
      'Handle petty cash and keep the cash book',
      'Help prepare monthly management accounts',
      'File PAYE, NSSF and VAT returns on time',
    ],
    qualifications: [
      'Diploma in Accounting, Business Administration or equivalent',
      'CPA or ACCA Part 1 is an added advantage',
      'At least two years of accounting experience',
      'Working knowledge of QuickBooks or Sage',
    ],
    pay: [700_000, 3_000_000],
  },
  'Sales & Marketing': {
    titles: [
      'Sales Representative',
      'Marketing Officer',
      'Field Sales Agent',
      'Shop Attendant',
      'Customer Relations Officer',
    ],
    trainee: 'Sales Intern',
    area: 'Sales & Business Development',
    duties: [
      'Visit customers and retailers in the assigned territory',
      'Meet monthly sales targets',
      'Record orders and follow up on payments',
      'Gather market information on prices and competitors',
      'Organise product demonstrations and promotions',
      'Prepare weekly sales reports',
    ],
    qualifications: [
      'Certificate or Diploma in Marketing, Business or a related field',
      'At least one year of sales experience',
      'A valid motorcycle riding permit is an added advantage',
      'Good negotiation and communication skills',
    ],
    pay: [400_000, 1_500_000],
  },
  'Health Care': {
    titles: [
      'Enrolled Nurse',
      'Laboratory Assistant',
      'Nursing Assistant',
      'Pharmacy Technician',
      'Health, Safety and Environment Officer',
    ],
    trainee: 'Health Care Intern',
    area: 'Health & Community Services',
    duties: [
      'Provide basic nursing care and record patient observations',
      'Collect and process samples in the laboratory',
      'Dispense medicines according to prescriptions',
      'Keep clinical areas clean and free of infection',
      'Teach patients and families about health and hygiene',
      'Keep accurate health records',
    ],
    qualifications: [
      'Certificate or Diploma in Nursing, Laboratory Techniques or Pharmacy',
      'Registration with the relevant professional council',
      'At least one year of clinical experience',
      'Compassionate and able to work shifts',
    ],
    pay: [600_000, 2_000_000],
  },
  'Education & Training': {
    titles: [
      'Technical Instructor',
      'Vocational Trainer (Electrical)',
      'ICT Trainer',
      'Workshop Assistant',
      'Training Coordinator',
    ],
    trainee: 'Teaching Intern',
    area: 'Teaching & Instruction',
    duties: [
      'Plan and deliver practical and theory lessons',
      'Assess learners using competence-based assessment',
      'Prepare learners for UBTEB and DIT assessments',
      'Keep the workshop, tools and consumables in order',
      'Keep learner attendance and progress records',
      'Guide learners during industrial attachment',
    ],
    qualifications: [
      'Diploma in the relevant trade plus a teaching qualification',
      'At least two years of industry or teaching experience',
      'Knowledge of competence-based education and training',
      'Good classroom and workshop management skills',
    ],
    pay: [600_000, 1_800_000],
  },
  'Transport & Logistics': {
    titles: ['Truck Driver', 'Delivery Rider', 'Logistics Assistant', 'Fleet Supervisor', 'Stores Assistant'],
    trainee: 'Logistics Intern',
    area: 'Logistics & Procurement',
    duties: [
      'Deliver goods safely and on time to customers',
      'Carry out daily vehicle checks and report defects',
      'Keep delivery notes, trip logs and fuel records',
      'Load and secure cargo correctly',
      'Receive, store and issue stock',
      'Follow traffic rules and the company driving policy',
    ],
    qualifications: [
      'A valid driving permit of the class the vehicle needs',
      'At least two years of driving or logistics experience',
      'A clean driving record',
      'A certificate in Logistics or Stores Management is an added advantage',
    ],
    pay: [450_000, 1_500_000],
  },
  Manufacturing: {
    titles: [
      'Machine Operator',
      'Production Supervisor',
      'Quality Control Assistant',
      'Packaging Operator',
      'Maintenance Fitter',
    ],
    trainee: 'Production Trainee',
    area: 'Production & Operations',
    duties: [
      'Operate and clean production machines according to procedures',
      'Monitor output and product quality during each shift',
      'Record production, waste and downtime',
      'Carry out basic preventive maintenance',
      'Follow good manufacturing practice and safety rules',
      'Report equipment faults promptly',
    ],
    qualifications: [
      'Certificate in Mechanical, Electrical or Food Processing Technology',
      'At least one year of factory experience',
      'Ability to work in shifts',
      'Basic computer skills',
    ],
    pay: [400_000, 1_600_000],
  },
  'Solar & Renewable Energy': {
    titles: [
      'Solar PV Installer',
      'Solar Technician',
      'Solar Sales and Installation Agent',
      'Mini-grid Technician',
      'Biogas Technician',
    ],
    trainee: 'Solar Installation Apprentice',
    area: 'Installation & Maintenance',
    duties: [
      'Size, install and commission solar home and institutional systems',
      'Mount panels safely on roofs and ground frames',
      'Wire charge controllers, batteries and inverters',
      'Diagnose and repair faults on installed systems',
      'Show customers how to use and care for their systems',
      'Complete installation reports with photos',
    ],
    qualifications: [
      'Certificate in Electrical Installation or Solar PV Installation',
      'At least one year of solar installation experience',
      'Ability to work at height',
      'A valid motorcycle riding permit is an added advantage',
    ],
    pay: [500_000, 1_800_000],
  },
  Security: {
    titles: ['Security Guard', 'Security Supervisor', 'CCTV Operator', 'Night Patrol Officer'],
    trainee: 'Security Trainee',
    area: 'Field Operations',
    duties: [
      'Guard premises, people and property',
      'Control access and keep visitor and vehicle registers',
      'Patrol the premises and report incidents',
      'Monitor CCTV screens and alarms',
      'Respond to emergencies and call the police when needed',
      'Hand over properly at each change of shift',
    ],
    qualifications: [
      'Uganda Certificate of Education (UCE) at minimum',
      'Training certificate from a licensed private security company',
      'A certificate of good conduct from the police',
      'Physically fit',
    ],
    pay: [300_000, 700_000],
  },
  Administration: {
    titles: [
      'Office Administrator',
      'Receptionist',
      'Human Resource Assistant',
      'Procurement Assistant',
      'Data Entry Clerk',
    ],
    trainee: 'Administration Intern',
    area: 'Administration & Office Support',
    duties: [
      'Receive visitors and handle phone calls',
      'Manage correspondence, filing and office records',
      'Order office supplies and keep stock',
      'Schedule meetings and take minutes',
      'Support payroll and staff leave records',
      'Prepare simple reports in Word and Excel',
    ],
    qualifications: [
      'Diploma in Secretarial Studies, Business Administration or Human Resource Management',
      'At least one year of office experience',
      'Good computer skills (Word, Excel, e-mail)',
      'Good written and spoken English',
    ],
    pay: [500_000, 1_500_000],
  },
};

export const JOB_BENEFITS = [
  'a competitive monthly salary, NSSF contributions and on-the-job training',
  'lunch on working days, protective clothing and NSSF contributions',
  'medical cover, NSSF contributions and a clear path to promotion',
  'accommodation near the site and transport to work',
  'paid leave, NSSF contributions and support to sit DIT trade tests',
] as const;

export type DemoCompany = {
  name: string;
  slug: string;
  owner: readonly [string, string];
  gender: 'Male' | 'Female';
  district: string;
  city: string;
  address: string;
  employees: number;
  categories: readonly string[];
  hires: readonly JobCategoryName[];
  blurb: string;
};

/** The first company belongs to the demo Company account. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Pearl Horizon Construction Ltd',
    slug: 'pearl-horizon',
    owner: ['Grace', 'Atim'],
    gender: 'Female',
    district: 'Kampala',
    city: 'Kampala',
    address: 'Plot 12, Mulwana Road, Industrial Area, Kampala',
    employees: 240,
    categories: ['Construction & Real Estate'],
    hires: [
      'Construction & Building',
      'Electrical Installation',
      'Plumbing',
      'Welding & Fabrication',
      'Carpentry & Joinery',
      'Administration',
    ],
    blurb: 'builds schools, health centres and commercial buildings across Uganda.',
  },
  {
    name: 'Nile Valley Agro Processors Ltd',
    slug: 'nile-valley-agro',
    owner: ['Moses', 'Waiswa'],
    gender: 'Male',
    district: 'Jinja',
    city: 'Jinja',
    address: 'Plot 5, Kiira Road, Jinja Industrial Area',
    employees: 320,
    categories: ['Agriculture & Agro-processing', 'Manufacturing'],
    hires: [
      'Agriculture & Agribusiness',
      'Manufacturing',
      'Motor Vehicle Mechanics',
      'Electrical Installation',
      'Transport & Logistics',
      'Accounting & Finance',
    ],
    blurb: 'processes maize, rice and sunflower oil for markets in Uganda and the region.',
  },
  {
    name: 'Rwenzori Solar Solutions Ltd',
    slug: 'rwenzori-solar',
    owner: ['Ivan', 'Baluku'],
    gender: 'Male',
    district: 'Kasese',
    city: 'Kasese',
    address: 'Plot 9, Rwenzori Road, Kasese',
    employees: 45,
    categories: ['Energy & Utilities'],
    hires: ['Solar & Renewable Energy', 'Electrical Installation', 'Sales & Marketing'],
    blurb: 'supplies and installs solar systems for homes, schools and health centres in the Rwenzori region.',
  },
  {
    name: 'Acholi Motor Works & Spares',
    slug: 'acholi-motor-works',
    owner: ['Patrick', 'Okot'],
    gender: 'Male',
    district: 'Gulu',
    city: 'Gulu',
    address: 'Plot 18, Awich Road, Gulu City',
    employees: 38,
    categories: ['Automotive', 'Retail & Wholesale Trade'],
    hires: ['Motor Vehicle Mechanics', 'Welding & Fabrication', 'Sales & Marketing'],
    blurb: 'repairs cars, trucks and motorcycles and sells genuine spare parts in Northern Uganda.',
  },
  {
    name: 'Kigezi Highlands Hotel',
    slug: 'kigezi-highlands',
    owner: ['Annet', 'Tumusiime'],
    gender: 'Female',
    district: 'Kabale',
    city: 'Kabale',
    address: 'Plot 3, Hill Lane, Makanga, Kabale',
    employees: 85,
    categories: ['Hospitality & Tourism'],
    hires: ['Catering & Hotel Management', 'Security', 'Administration'],
    blurb: 'is a 60-room hotel serving tourists on their way to Lake Bunyonyi and Bwindi.',
  },
  {
    name: 'Lakeshore Fish Packers Ltd',
    slug: 'lakeshore-fish',
    owner: ['Henry', 'Ssekandi'],
    gender: 'Male',
    district: 'Wakiso',
    city: 'Entebbe',
    address: 'Plot 40, Kitoro Road, Entebbe',
    employees: 150,
    categories: ['Agriculture & Agro-processing', 'Manufacturing'],
    hires: ['Manufacturing', 'Agriculture & Agribusiness', 'Transport & Logistics', 'Electrical Installation'],
    blurb: 'processes and exports chilled and frozen Nile perch and tilapia.',
  },
  {
    name: 'Elgon Coffee Growers Cooperative Union',
    slug: 'elgon-coffee',
    owner: ['Sarah', 'Namono'],
    gender: 'Female',
    district: 'Mbale',
    city: 'Mbale',
    address: 'Plot 21, Republic Street, Mbale City',
    employees: 60,
    categories: ['Agriculture & Agro-processing', 'NGO & Development'],
    hires: ['Agriculture & Agribusiness', 'Accounting & Finance', 'Sales & Marketing', 'Transport & Logistics'],
    blurb: 'buys, hulls and markets Arabica coffee for over 4,000 farmer members on the slopes of Mount Elgon.',
  },
  {
    name: 'Ankole Dairy Producers Ltd',
    slug: 'ankole-dairy',
    owner: ['Julius', 'Tumwine'],
    gender: 'Male',
    district: 'Mbarara',
    city: 'Mbarara',
    address: 'Plot 7, Mbaguta Street, Mbarara City',
    employees: 110,
    categories: ['Agriculture & Agro-processing', 'Manufacturing'],
    hires: ['Agriculture & Agribusiness', 'Manufacturing', 'Motor Vehicle Mechanics', 'Sales & Marketing'],
    blurb: 'collects milk from farmers across Ankole and makes yoghurt, ghee and UHT milk.',
  },
  {
    name: 'West Nile Digital Hub',
    slug: 'west-nile-digital',
    owner: ['Brenda', 'Ayikoru'],
    gender: 'Female',
    district: 'Arua',
    city: 'Arua',
    address: 'Plot 2, Avenue Road, Arua City',
    employees: 25,
    categories: ['ICT & Telecommunications', 'Education & Training'],
    hires: ['ICT & Computer Repair', 'Education & Training', 'Sales & Marketing'],
    blurb: 'repairs computers and phones and trains young people in digital skills in West Nile.',
  },
  {
    name: 'Teso Fabrics & Garments Ltd',
    slug: 'teso-fabrics',
    owner: ['Rose', 'Amongin'],
    gender: 'Female',
    district: 'Soroti',
    city: 'Soroti',
    address: 'Plot 11, Gweri Road, Soroti City',
    employees: 70,
    categories: ['Textiles & Apparel', 'Manufacturing'],
    hires: ['Tailoring & Garment Making', 'Manufacturing', 'Sales & Marketing'],
    blurb: 'makes school uniforms, corporate wear and protective clothing.',
  },
  {
    name: 'Buddu Timber & Furniture Works',
    slug: 'buddu-timber',
    owner: ['Charles', 'Lubega'],
    gender: 'Male',
    district: 'Masaka',
    city: 'Masaka',
    address: 'Plot 33, Kampala Road, Nyendo, Masaka City',
    employees: 42,
    categories: ['Manufacturing', 'Construction & Real Estate'],
    hires: ['Carpentry & Joinery', 'Welding & Fabrication', 'Sales & Marketing'],
    blurb: 'makes school desks, office furniture, doors and roof trusses.',
  },
  {
    name: 'Crown Touch Hair & Beauty Studio',
    slug: 'crown-touch',
    owner: ['Diana', 'Nakalema'],
    gender: 'Female',
    district: 'Kampala',
    city: 'Kampala',
    address: 'Shop 14, Kisementi Plaza, Kololo, Kampala',
    employees: 18,
    categories: ['Beauty & Personal Care'],
    hires: ['Hairdressing & Cosmetology', 'Sales & Marketing'],
    blurb: 'runs two busy salons in Kampala offering hair, nails and make-up.',
  },
  {
    name: 'Swift Link Logistics Ltd',
    slug: 'swift-link',
    owner: ['Robert', 'Kato'],
    gender: 'Male',
    district: 'Mukono',
    city: 'Mukono',
    address: 'Plot 50, Jinja Road, Seeta, Mukono',
    employees: 95,
    categories: ['Transport & Logistics'],
    hires: ['Transport & Logistics', 'Motor Vehicle Mechanics', 'Administration'],
    blurb: 'moves goods between Kampala, Jinja and the Busia and Malaba borders.',
  },
  {
    name: 'Lango Water & Sanitation Contractors',
    slug: 'lango-water',
    owner: ['Denis', 'Ogwang'],
    gender: 'Male',
    district: 'Lira',
    city: 'Lira',
    address: 'Plot 6, Obote Avenue, Lira City',
    employees: 55,
    categories: ['Construction & Real Estate', 'Energy & Utilities'],
    hires: ['Plumbing', 'Construction & Building', 'Welding & Fabrication'],
    blurb: 'builds water supply systems, boreholes and sanitation facilities in Lango and Acholi.',
  },
  {
    name: 'Albertine Oilfield Services Ltd',
    slug: 'albertine-oilfield',
    owner: ['Emmanuel', 'Byaruhanga'],
    gender: 'Male',
    district: 'Hoima',
    city: 'Hoima',
    address: 'Plot 15, Main Street, Hoima City',
    employees: 130,
    categories: ['Oil & Gas', 'Construction & Real Estate'],
    hires: ['Welding & Fabrication', 'Electrical Installation', 'Motor Vehicle Mechanics', 'Security', 'Health Care'],
    blurb: 'provides fabrication, electrical and camp services to contractors in the Albertine oil region.',
  },
  {
    name: 'Shield Guard Security Services Ltd',
    slug: 'shield-guard',
    owner: ['Isaac', 'Mugabe'],
    gender: 'Male',
    district: 'Kampala',
    city: 'Kampala',
    address: 'Plot 4, Ntinda Road, Ntinda, Kampala',
    employees: 600,
    categories: ['Security Services'],
    hires: ['Security', 'Administration'],
    blurb: 'guards banks, schools, factories and homes in Kampala and upcountry towns.',
  },
  {
    name: 'Rock View Community Health Centre',
    slug: 'rock-view-health',
    owner: ['Margaret', 'Adongo'],
    gender: 'Female',
    district: 'Tororo',
    city: 'Tororo',
    address: 'Plot 9, Bazaar Street, Tororo',
    employees: 48,
    categories: ['Health & Pharmaceuticals'],
    hires: ['Health Care', 'Catering & Hotel Management', 'Administration'],
    blurb: 'is a private not-for-profit health centre serving Tororo and the neighbouring districts.',
  },
  {
    name: 'Tooro Engineering & Fabrication Works',
    slug: 'tooro-engineering',
    owner: ['Richard', 'Kaahwa'],
    gender: 'Male',
    district: 'Kabarole',
    city: 'Fort Portal',
    address: 'Plot 26, Lugard Road, Fort Portal City',
    employees: 35,
    categories: ['Manufacturing', 'Construction & Real Estate'],
    hires: ['Welding & Fabrication', 'Electrical Installation', 'Construction & Building', 'Motor Vehicle Mechanics'],
    blurb: 'fabricates tea-processing equipment, water tanks and steel structures for the Tooro region.',
  },
];

export type TrainingTemplate = { title: string; category: string; summary: string; outcomes: readonly string[] };

export const TRAINING_TEMPLATES: readonly TrainingTemplate[] = [
  {
    title: 'Solar PV Installation and Maintenance',
    category: 'Solar & Renewable Energy',
    summary:
      'A hands-on course for electricians and school leavers who want to design, install and maintain solar home and institutional systems.',
    outcomes: [
      'Size a system from a household energy audit',
      'Mount panels and wire controllers, batteries and inverters',
      'Find and fix common faults',
      'Work safely at height and with DC circuits',
    ],
  },
  {
    title: 'Domestic Electrical Wiring',
    category: 'Electrical & Electronics',
    summary: 'Learn to wire a house to the wiring regulations, from the consumer unit to the last socket.',
    outcomes: [
      'Read simple electrical drawings',
      'Install conduit, cables, switches and sockets',
      'Test an installation and fill in a test certificate',
      'Prepare for the DIT Level 1 assessment',
    ],
  },
  {
    title: 'Arc and MIG Welding for Beginners',
    category: 'Welding & Metal Fabrication',
    summary: 'Practical welding for people starting out in metal fabrication: gates, windows and simple frames.',
    outcomes: [
      'Set up arc and MIG welding machines',
      'Make butt, lap and fillet welds in flat and vertical positions',
      'Cut and grind steel safely',
      'Fabricate a steel gate from a drawing',
    ],
  },
  {
    title: 'Motorcycle Repair and Maintenance',
    category: 'Motor Vehicle & Mechanical',
    summary: 'For boda boda riders and young mechanics who want to service and repair motorcycles professionally.',
    outcomes: [
      'Service engines, chains and brakes',
      'Diagnose starting and charging faults',
      'Overhaul a carburettor',
      'Keep simple job records and price work fairly',
    ],
  },
  {
    title: 'Plumbing and Water Harvesting Systems',
    category: 'Plumbing & Pipe Fitting',
    summary: 'Install water supply and drainage in homes and build rainwater harvesting systems for homes and schools.',
    outcomes: [
      'Join PPR, PVC and galvanised pipes',
      'Install tanks, gutters and first-flush devices',
      'Fit sinks, showers and toilets',
      'Pressure-test and hand over an installation',
    ],
  },
  {
    title: 'Fashion Design and Garment Construction',
    category: 'Fashion & Garment Design',
    summary: 'From taking measurements to finishing a garment, with time on industrial machines.',
    outcomes: [
      'Take measurements and draft basic patterns',
      'Sew shirts, dresses and school uniforms',
      'Operate straight-stitch and overlock machines',
      'Cost a garment and price it for sale',
    ],
  },
  {
    title: 'Hairdressing, Braiding and Salon Management',
    category: 'Hairdressing & Beauty Therapy',
    summary: 'Practical hair care and styling with the business skills to run a small salon.',
    outcomes: [
      'Wash, treat and style natural and relaxed hair',
      'Braid and weave in current styles',
      'Keep a hygienic salon',
      'Keep records and manage stock',
    ],
  },
  {
    title: 'Bakery and Pastry Production',
    category: 'Food Processing & Catering',
    summary: 'Make bread, cakes and pastries for sale, following food hygiene rules.',
    outcomes: [
      'Bake bread, buns and cakes',
      'Use ovens and mixers safely',
      'Apply food safety and hygiene rules',
      'Package and label products for shops',
    ],
  },
  {
    title: 'Modern Poultry Farming',
    category: 'Agriculture & Animal Husbandry',
    summary: 'Raise broilers and layers profitably, from brooding to marketing.',
    outcomes: [
      'Set up and manage a brooder',
      'Feed and vaccinate birds on schedule',
      'Prevent and recognise common diseases',
      'Keep farm records and plan sales',
    ],
  },
  {
    title: 'Computer Hardware and Phone Repair',
    category: 'ICT & Digital Skills',
    summary: 'Diagnose and repair laptops, desktops and smartphones, and start a repair business.',
    outcomes: [
      'Replace screens, batteries and charging ports',
      'Install and repair operating systems',
      'Use a multimeter and soldering station',
      'Serve customers and keep a repair log',
    ],
  },
  {
    title: 'Digital Marketing for Small Businesses',
    category: 'Business & Entrepreneurship',
    summary: 'Use social media and mobile money to find customers and grow a small business.',
    outcomes: [
      'Build a business page and posting plan',
      'Take good product photos with a phone',
      'Run a small paid advert',
      'Track sales and customer feedback',
    ],
  },
  {
    title: 'Carpentry and Furniture Making',
    category: 'Carpentry & Woodwork',
    summary: 'Make beds, tables, chairs and cabinets using hand tools and workshop machines.',
    outcomes: [
      'Select and prepare timber',
      'Cut joints by hand and machine',
      'Assemble and finish furniture',
      'Estimate materials and cost a job',
    ],
  },
  {
    title: 'Building Construction and Masonry',
    category: 'Building & Civil Works',
    summary: 'Set out, build and finish walls and foundations on a real training site.',
    outcomes: [
      'Set out a building from drawings',
      'Mix mortar and concrete to the right ratios',
      'Lay bricks and blocks to line and level',
      'Plaster and finish walls',
    ],
  },
  {
    title: 'Refrigeration and Air Conditioning Servicing',
    category: 'Refrigeration & Air Conditioning',
    summary: 'Service and repair fridges, freezers and split air conditioners safely.',
    outcomes: [
      'Explain the refrigeration cycle',
      'Recover, evacuate and recharge refrigerant',
      'Find electrical and gas faults',
      'Install a split air conditioner',
    ],
  },
  {
    title: 'Leather Work and Shoe Making',
    category: 'Leather Work & Shoe Making',
    summary: 'Make sandals, shoes, belts and bags from locally tanned leather.',
    outcomes: [
      'Cut patterns and leather pieces',
      'Stitch by hand and machine',
      'Last and finish a pair of shoes',
      'Price and sell leather products',
    ],
  },
  {
    title: 'Hotel Front Office and Housekeeping',
    category: 'Hospitality & Tourism',
    summary: 'Prepare for work in hotels and lodges: reception, reservations and housekeeping.',
    outcomes: [
      'Handle check-in, check-out and reservations',
      'Prepare rooms to hotel standard',
      'Handle guest complaints politely',
      'Work with a simple hotel booking system',
    ],
  },
];

export type CompetitionTemplate = { title: string; description: string; guidelines: readonly string[] };

export const COMPETITION_TEMPLATES: readonly CompetitionTemplate[] = [
  {
    title: 'National Youth Welding Skills Challenge',
    description:
      'Young welders fabricate a steel frame from a drawing in a set time. Judges score accuracy, weld quality, finishing and safety.',
    guidelines: [
      'Open to welders aged 18 to 30',
      'Bring your own helmet, gloves and overalls',
      'Materials and machines are provided',
      'Winners receive tool kits and an industrial placement',
    ],
  },
  {
    title: 'Solar Installation Speed and Quality Contest',
    description:
      'Teams of two install a complete solar home system on a mock roof. Speed counts, but wiring quality and safety count more.',
    guidelines: [
      'Teams of two, at least one holding a certificate in electrical installation',
      'All equipment is provided on the day',
      'Harness use is compulsory on the mock roof',
      'The top three teams win installation kits',
    ],
  },
  {
    title: 'Young Tailors Fashion Design Competition',
    description:
      'Design and sew an outfit that blends Ugandan fabrics with modern style. Finalists show their work on the runway.',
    guidelines: [
      'Submit a sketch and fabric sample when you apply',
      'Finalists sew their outfit at the venue in two days',
      'Machines are provided; bring your own scissors and tape measure',
      'The winner receives an industrial sewing machine',
    ],
  },
  {
    title: 'Bakery and Pastry Skills Cook-off',
    description:
      'Bakers produce bread, a celebration cake and a pastry in one session, judged on taste, presentation and hygiene.',
    guidelines: [
      'Open to students and graduates of catering and bakery courses',
      'Ingredients and ovens are provided',
      'Hair covers and aprons are required',
      'Prizes include a commercial oven and mentoring',
    ],
  },
  {
    title: 'Motor Vehicle Diagnostics Challenge',
    description: 'Mechanics find and fix planted faults on engines and electrical systems against the clock.',
    guidelines: [
      'Teams of two mechanics',
      'Diagnostic scanners are provided',
      'Points for correct diagnosis, repair and safe working',
      'Winners receive tool sets and a workshop attachment',
    ],
  },
  {
    title: 'Plumbing Installation Skills Contest',
    description: 'Plumbers install a bathroom set and a water tank connection from a layout drawing.',
    guidelines: [
      'Open to plumbers with at least a DIT Level 1 certificate',
      'Pipes, fittings and tools are provided',
      'Installations are pressure-tested by the judges',
      'Winners receive plumbing tool kits',
    ],
  },
  {
    title: 'Hair Braiding and Styling Showcase',
    description: 'Stylists create a bridal style and a modern braided style on live models in three hours.',
    guidelines: [
      'Bring your own model and products',
      'Tools must be clean and sterilised',
      'Judges score creativity, neatness and hygiene',
      'The winner receives salon equipment',
    ],
  },
  {
    title: 'Furniture Design and Joinery Challenge',
    description: 'Carpenters design and build a piece of school furniture that is strong, cheap and easy to repair.',
    guidelines: [
      'Submit a drawing with your application',
      'Timber and workshop machines are provided',
      'Safety glasses and ear protection are compulsory',
      'The winning design may be produced for schools',
    ],
  },
  {
    title: 'Mobile Phone Repair Skills Contest',
    description: 'Technicians repair faulty smartphones: screens, charging ports and software faults.',
    guidelines: [
      'Bring your own hand tools; soldering stations are provided',
      'Each contestant repairs three phones',
      'Points for correct repair, time and customer explanation',
      'Winners receive repair kits and business mentoring',
    ],
  },
  {
    title: 'Agribusiness Innovation Pitch',
    description:
      'Young farmers and agro-processors pitch a business idea that adds value to a local crop or livestock product.',
    guidelines: [
      'Teams of up to three people aged 18 to 35',
      'Submit a two-page business summary when you apply',
      'Finalists pitch for seven minutes to a panel',
      'The winners share seed funding and mentoring',
    ],
  },
  {
    title: 'Bricklaying and Masonry Skills Contest',
    description: 'Masons build a wall section with a window opening to line, level and plumb.',
    guidelines: [
      'Open to masons aged 18 to 35',
      'Bricks, mortar and tools are provided',
      'Judges check accuracy, joints and cleanliness',
      'Winners receive tool kits and site placements',
    ],
  },
  {
    title: 'Electrical Wiring Skills Competition',
    description:
      'Electricians wire a room on a practice board: lighting, sockets and a distribution board, then test it.',
    guidelines: [
      'Open to students and graduates of electrical installation courses',
      'Cables, accessories and testers are provided',
      'An installation that fails the safety test scores zero',
      'Winners receive test instruments and attachments',
    ],
  },
];

export const EVENT_TEMPLATES: ReadonlyArray<{ title: string; theme: string; audience: string }> = [
  {
    title: 'Youth Career Fair',
    theme:
      'Meet employers hiring in construction, energy, hospitality and manufacturing, and get your CV checked on the spot.',
    audience: 'Young people aged 18 to 35, TVET students and graduates',
  },
  {
    title: 'Apprenticeship Open Day',
    theme:
      'Employers explain how their apprenticeships work, what they pay and how to apply. Bring copies of your certificates.',
    audience: 'School leavers and TVET graduates',
  },
  {
    title: 'CV Clinic and Mock Interviews',
    theme:
      'Counsellors review your CV and run short mock interviews with feedback, so you are ready for the next vacancy.',
    audience: 'Job seekers of all trades',
  },
  {
    title: 'Women in Technical Trades Forum',
    theme:
      'Women welders, electricians and mechanics share how they entered their trades, and employers talk about openings for women.',
    audience: 'Young women, girls in secondary school and their parents',
  },
  {
    title: 'Jobs in the Oil and Gas Value Chain',
    theme:
      'What skills do contractors in the Albertine region need, which certificates count, and how local workers can get hired.',
    audience: 'Welders, electricians, drivers and catering workers',
  },
  {
    title: 'Green Jobs and Solar Careers Expo',
    theme: 'Solar, biogas and energy-efficiency companies show the jobs and businesses growing in renewable energy.',
    audience: 'Electricians, TVET students and entrepreneurs',
  },
  {
    title: 'Hospitality Careers Day',
    theme:
      'Hotels and lodges explain careers in kitchens, front office and housekeeping, with live cooking demonstrations.',
    audience: 'Catering and hospitality students and graduates',
  },
  {
    title: 'Agribusiness Careers Forum',
    theme: 'Farmers, processors and exporters discuss careers and business openings from farm to market.',
    audience: 'Young farmers, agriculture students and cooperatives',
  },
  {
    title: 'Digital Skills Bootcamp Information Day',
    theme:
      'Learn about free and low-cost digital skills courses and how they lead to jobs in repair, support and online work.',
    audience: 'Young people with a smartphone and interest in ICT',
  },
  {
    title: 'Employers and Training Institutions Dialogue',
    theme:
      'Employers and institutes discuss what skills are missing and how to organise industrial attachment together.',
    audience: 'Employers, principals and instructors of TVET institutions',
  },
  {
    title: 'Careers in Construction Open Day',
    theme: 'Visit a live building site and meet masons, plumbers, electricians and site engineers at work.',
    audience: 'Secondary school leavers and their parents',
  },
  {
    title: 'Parents and Guardians TVET Orientation',
    theme: 'How vocational training works, what it costs, where it leads and how to choose a good institute.',
    audience: 'Parents and guardians of S4 and S6 leavers',
  },
];

export type CentreTemplate = { name: string; location: string; hours: string; services: readonly string[] };

/** The first centre is run by the demo counsellor. */
export const CENTRE_TEMPLATES: readonly CentreTemplate[] = [
  {
    name: 'Kampala Youth Career Guidance Centre',
    location: 'Plot 8, Bombo Road, Wandegeya, Kampala',
    hours: 'Mon-Fri 8:30 am - 5:00 pm; Sat 9:00 am - 1:00 pm',
    services: [
      'Career Guidance',
      'CV & Cover Letter Writing',
      'Interview Preparation',
      'Job Placement Support',
      'Aptitude & Interest Assessment',
    ],
  },
  {
    name: 'Gulu Career and Skills Resource Centre',
    location: 'Plot 14, Olya Road, Gulu City',
    hours: 'Mon-Fri 8:00 am - 5:00 pm',
    services: [
      'Career Guidance',
      'Apprenticeship & Internship Placement',
      'Psychosocial Counselling',
      'Course & Institution Selection',
    ],
  },
  {
    name: 'Mbarara Youth Employment Desk',
    location: 'High Street, Mbarara City',
    hours: 'Mon-Fri 9:00 am - 5:00 pm',
    services: ['Job Placement Support', 'CV & Cover Letter Writing', 'Entrepreneurship Coaching'],
  },
  {
    name: 'Jinja Career Counselling Centre',
    location: 'Main Street, Jinja City',
    hours: 'Mon-Fri 8:30 am - 4:30 pm; Sat 10:00 am - 1:00 pm',
    services: ['Career Guidance', 'Interview Preparation', 'Workplace Readiness Training', 'Digital Job Search Skills'],
  },
  {
    name: 'Arua Youth Opportunities Centre',
    location: 'Plot 5, Adumi Road, Arua City',
    hours: 'Mon-Fri 8:00 am - 5:00 pm',
    services: ['Course & Institution Selection', 'Scholarship & Bursary Guidance', 'Career Guidance'],
  },
  {
    name: 'Soroti Career Development Centre',
    location: 'Plot 2, Engwau Road, Soroti City',
    hours: 'Mon-Fri 8:30 am - 5:00 pm',
    services: ['Career Guidance', 'Apprenticeship & Internship Placement', 'Entrepreneurship Coaching'],
  },
  {
    name: 'Masaka Skills and Careers Clinic',
    location: 'Elgin Street, Masaka City',
    hours: 'Tue-Sat 9:00 am - 4:00 pm',
    services: [
      'CV & Cover Letter Writing',
      'Interview Preparation',
      'Digital Job Search Skills',
      'Job Placement Support',
    ],
  },
  {
    name: 'Fort Portal Career Guidance Point',
    location: 'Plot 10, Balya Road, Fort Portal City',
    hours: 'Mon-Fri 8:30 am - 5:00 pm',
    services: ['Career Guidance', 'Aptitude & Interest Assessment', 'Scholarship & Bursary Guidance'],
  },
  {
    name: 'Elgon Youth Career Centre',
    location: 'Plot 4, Cathedral Avenue, Mbale City',
    hours: 'Mon-Fri 8:00 am - 4:30 pm',
    services: [
      'Psychosocial Counselling',
      'Career Guidance',
      'Workplace Readiness Training',
      'Entrepreneurship Coaching',
    ],
  },
  {
    name: 'Lira Careers and Apprenticeship Office',
    location: 'Plot 19, Ngetta Road, Lira City',
    hours: 'Mon-Fri 8:30 am - 5:00 pm',
    services: ['Apprenticeship & Internship Placement', 'Job Placement Support', 'Course & Institution Selection'],
  },
];

export const CENTRE_TERMS =
  'Services are free for young people aged 15 to 35 and for TVET students. Please book an appointment by phone or walk in during opening hours. ' +
  'Bring a copy of your certificates and, if you have one, your CV. Information you share with a counsellor is kept confidential and is only passed on to an employer with your consent.';

export type DocumentText = { title: string; slug: string; paragraphs: readonly string[] };

export const POLICY_DOCUMENTS: readonly DocumentText[] = [
  {
    title: 'Occupational Safety and Health Policy for Workshops and Sites',
    slug: 'occupational-safety-and-health',
    paragraphs: [
      'This model policy sets out how an employer protects workers, apprentices and visitors in workshops and on construction sites.',
      '- Every worker receives a safety induction before starting work and refresher training each year.',
      '- Protective equipment (helmets, boots, gloves, goggles, welding shields, harnesses) is provided free of charge and must be worn.',
      '- Machines are guarded, electrical work follows lock-out and tag-out, and fire extinguishers and first-aid kits are kept in every workshop.',
      '- Accidents and near misses are recorded and investigated within 48 hours.',
      'Workers may stop work they reasonably believe is dangerous and report it to a supervisor without penalty.',
    ],
  },
  {
    title: 'Apprenticeship and Internship Placement Policy',
    slug: 'apprenticeship-and-internship-placement',
    paragraphs: [
      'This model policy explains how an employer hosts apprentices and interns from TVET institutions.',
      '- Each placement has a written agreement stating its length, working hours, allowance and the skills to be learnt.',
      '- Every apprentice is assigned a qualified mentor who signs the logbook weekly.',
      "- Apprentices do not work alone on dangerous tasks and are covered by the employer's insurance.",
      "- At the end of the placement the employer completes the institution's assessment form.",
      'Good apprentices are considered first when vacancies arise.',
    ],
  },
  {
    title: 'Equal Opportunities and Anti-Harassment Policy',
    slug: 'equal-opportunities-and-anti-harassment',
    paragraphs: [
      'The employer recruits, pays, trains and promotes people on merit, without discrimination on grounds of sex, disability, tribe, religion or HIV status.',
      '- Women are encouraged to apply for technical posts, and workplaces provide separate changing rooms.',
      '- Reasonable adjustments are made for workers with disabilities.',
      '- Sexual harassment and bullying are serious misconduct. Complaints go to a named officer and are handled confidentially.',
      'Anyone who reports a concern in good faith is protected from retaliation.',
    ],
  },
  {
    title: 'Staff Training and Skills Development Policy',
    slug: 'staff-training-and-skills-development',
    paragraphs: [
      'This model policy commits the employer to keep staff skills current as technology changes.',
      '- Each worker agrees a yearly training plan with a supervisor.',
      '- The employer supports staff to sit DIT and UBTEB assessments and recognises new certificates in pay reviews.',
      '- Skilled workers are expected to coach apprentices and new staff.',
      'Training records are kept on file and reviewed each year.',
    ],
  },
];

export const FRAMEWORK_DOCUMENTS: readonly DocumentText[] = [
  {
    title: 'Employer Guide to Work-Based Learning',
    slug: 'employer-guide-work-based-learning',
    paragraphs: [
      'Work-based learning lets trainees learn real skills on the job while employers build the workforce they need.',
      '- Agree the learning outcomes with the training institution before the trainee starts.',
      '- Give the trainee real tasks that grow in difficulty, under a named supervisor.',
      '- Record progress in the trainee logbook and give feedback every week.',
      '- Take part in the final assessment and tell the institution what the course should improve.',
      'Employers who host trainees regularly find it the cheapest and most reliable way to recruit.',
    ],
  },
  {
    title: 'Competence-Based Assessment: What Employers Should Know',
    slug: 'competence-based-assessment-for-employers',
    paragraphs: [
      'Competence-based assessment checks what a person can actually do at work, not only what they know.',
      '- Assessments are carried out on real or realistic tasks, usually in a workshop or on site.',
      '- Candidates are judged against published occupational standards.',
      '- Certificates from DIT and UBTEB state the level and trade, so employers can match them to job grades.',
      'Employers can help by releasing skilled staff to serve as assessors and by offering their premises as assessment centres.',
    ],
  },
  {
    title: 'Recognising Prior Learning at the Workplace',
    slug: 'recognising-prior-learning',
    paragraphs: [
      'Many skilled workers learnt their trade on the job and hold no certificate. Recognition of prior learning lets them prove their skills and get certified.',
      '- The worker gathers evidence: photos of work, references from clients and employers.',
      '- An assessor observes the worker performing typical tasks.',
      '- Gaps are filled with short top-up training before certification.',
      'Employers gain certified staff without sending them back to school full time.',
    ],
  },
];

export const RESOURCE_DOCUMENTS: readonly DocumentText[] = [
  {
    title: 'Writing a CV for Technical and Vocational Jobs',
    slug: 'writing-a-cv-for-technical-jobs',
    paragraphs: [
      'Employers in the trades read a CV in under a minute. Make that minute count.',
      '- Start with your trade and your strongest certificate, for example "Electrician, DIT Level 2".',
      '- List the jobs you have done, with the tools and machines you used and the size of the work.',
      '- Add photos of your best work to a short portfolio and mention it in your CV.',
      '- Give two referees who have seen you work: a supervisor, an instructor or a client.',
      'Keep it to two pages, check the spelling and update your phone number.',
    ],
  },
  {
    title: 'Preparing for a Trade Test',
    slug: 'preparing-for-a-trade-test',
    paragraphs: [
      'A trade test checks whether you can do the work of your trade safely and to standard.',
      '- Read the occupational standard for your trade and practise every task on it.',
      '- Practise under time pressure; many candidates fail because they do not finish.',
      '- Always wear protective equipment: assessors deduct marks for unsafe work.',
      '- Arrive early with your ID, registration slip and any tools you were asked to bring.',
      'If you do not pass, ask for feedback and register again for the tasks you missed.',
    ],
  },
  {
    title: 'Starting a Small Workshop Business',
    slug: 'starting-a-small-workshop-business',
    paragraphs: [
      'Many TVET graduates earn more by working for themselves. A good start avoids costly mistakes.',
      '- Begin with the tools you have and hire expensive machines by the day.',
      '- Register your business name and open a separate account for business money.',
      '- Price every job: materials, your time, transport and a margin.',
      '- Keep a simple book of sales and expenses and read it every week.',
      'Join an association in your trade: it brings work, training and credit.',
    ],
  },
  {
    title: 'Choosing the Right TVET Course',
    slug: 'choosing-the-right-tvet-course',
    paragraphs: [
      'The right course leads to work you enjoy and that pays. Take time to choose.',
      '- Look at the jobs advertised in your area: which trades are in demand?',
      '- Visit the institute and its workshops. Are the machines working, and do learners practise every week?',
      '- Ask whether the course leads to a DIT or UBTEB certificate and includes industrial attachment.',
      '- Ask former students where they work now.',
      'A career counsellor can help you match your interests and results to a course.',
    ],
  },
];

export const TESTIMONIALS: ReadonlyArray<{ user: string; text: string }> = [
  {
    user: 'Brian Okello',
    text: 'I saw a welding job on the portal on Monday and was working by the end of the month. Keeping my CV up to date here made the application easy.',
  },
  {
    user: 'Aisha Nansubuga',
    text: 'After my tailoring course I did not know where to start. Through the portal I found an apprenticeship in Soroti and now I sew for a garment factory.',
  },
  {
    user: 'Okwir Geoffrey',
    text: 'The CV clinic at the career centre changed how I present my mechanics experience. I got two interviews in one week.',
  },
  {
    user: 'Grace Atim, Pearl Horizon Construction',
    text: 'We filled six site positions in three weeks. The applicants came with trade test certificates and real experience.',
  },
  {
    user: 'Prossy Namutebi',
    text: 'I joined the solar installation training advertised here. Today I install systems for schools in Kasese.',
  },
  {
    user: 'Ivan Baluku, Rwenzori Solar Solutions',
    text: 'Posting our jobs here brought us technicians from Kasese and Fort Portal instead of only Kampala.',
  },
  {
    user: 'Esther Akello, career counsellor',
    text: 'Young people come to our centre with the portal open on their phones. It makes guidance practical: we look at real jobs together.',
  },
  {
    user: 'Joel Ochieng',
    text: 'I won a tool kit at the electrical wiring competition I found on the portal, and the organisers placed me with a contractor.',
  },
];

/**
 * The home page's partners in the demo (issue 14): marked `example` — the demo does not claim these bodies endorse
 * it; the ministry replaces them with the real ones from its Site content page.
 */
export const PARTNERS: ReadonlyArray<{ short: string; name: string; color: string; url: string }> = [
  { short: 'MoES', name: 'Ministry of Education and Sports', color: '#1a1a1a', url: 'https://www.education.go.ug' },
  { short: 'DIT', name: 'Directorate of Industrial Training', color: '#0b3d91', url: 'https://www.dit.go.ug' },
  {
    short: 'UBTEB',
    name: 'Uganda Business and Technical Examinations Board',
    color: '#7a1e1e',
    url: 'https://ubteb.go.ug',
  },
  { short: 'PSFU', name: 'Private Sector Foundation Uganda', color: '#114b2f', url: 'https://www.psfuganda.org' },
  {
    short: 'GIZ',
    name: 'Deutsche Gesellschaft für Internationale Zusammenarbeit (GIZ)',
    color: '#b30024',
    url: 'https://www.giz.de',
  },
  { short: 'Enabel', name: 'Enabel, the Belgian development agency', color: '#1f3a68', url: 'https://www.enabel.be' },
];
