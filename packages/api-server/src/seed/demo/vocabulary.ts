// Word lists of the demo data. Curated rather than faker's, so that names, places and texts
// read like a real Polish or English recruitment instead of placeholder text.

export type DemoLanguage = 'en' | 'pl';
export type Sex = 'female' | 'male';

// biome-ignore format: a word list reads better packed
export const POLISH_FIRST_NAMES: Readonly<Record<Sex, readonly string[]>> = {
  female: [
    'Anna', 'Katarzyna', 'Maria', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Magdalena',
    'Joanna', 'Aleksandra', 'Monika', 'Zofia', 'Julia', 'Natalia', 'Karolina', 'Marta', 'Paulina',
    'Justyna', 'Dorota', 'Beata', 'Alicja', 'Weronika', 'Oliwia', 'Wiktoria', 'Zuzanna', 'Patrycja',
    'Agata', 'Dominika', 'Kamila', 'Iwona', 'Sylwia', 'Emilia', 'Hanna', 'Klaudia', 'Izabela',
    'Łucja',
  ],
  male: [
    'Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Jan', 'Michał', 'Marcin', 'Jakub', 'Adam',
    'Łukasz', 'Mateusz', 'Marek', 'Grzegorz', 'Wojciech', 'Kamil', 'Maciej', 'Rafał', 'Robert',
    'Dariusz', 'Bartosz', 'Szymon', 'Damian', 'Filip', 'Sebastian', 'Przemysław', 'Dawid', 'Kacper',
    'Artur', 'Hubert', 'Igor', 'Mikołaj', 'Antoni', 'Wiktor', 'Oskar',
  ],
};

/** Masculine forms; feminine ones are derived (-ski -> -ska, -cki -> -cka, -dzki -> -dzka). */
// biome-ignore format: a word list reads better packed
export const POLISH_LAST_NAMES: readonly string[] = [
  'Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński',
  'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski',
  'Wojciechowski', 'Krawczyk', 'Kaczmarek', 'Piotrowski', 'Grabowski', 'Zając', 'Pawłowski',
  'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Wróbel', 'Nowakowski', 'Majewski', 'Olszewski',
  'Stępień', 'Malinowski', 'Jaworski', 'Adamczyk', 'Dudek', 'Nowicki', 'Pawlak', 'Górski',
  'Witkowski', 'Walczak', 'Sikora', 'Baran', 'Rutkowski', 'Michalak', 'Szewczyk', 'Ostrowski',
  'Tomaszewski', 'Pietrzak', 'Zalewski', 'Wróblewski', 'Marciniak', 'Jasiński', 'Zawadzki',
  'Sadowski', 'Bąk', 'Chmielewski', 'Włodarczyk', 'Borkowski', 'Czarnecki', 'Sawicki',
];

// biome-ignore format: a word list reads better packed
export const ENGLISH_FIRST_NAMES: Readonly<Record<Sex, readonly string[]>> = {
  female: [
    'Olivia', 'Emma', 'Amelia', 'Sophie', 'Isla', 'Grace', 'Charlotte', 'Emily', 'Hannah', 'Chloe',
    'Lucy', 'Jessica', 'Ella', 'Mia', 'Ruby', 'Sarah', 'Laura', 'Rebecca', 'Megan', 'Katie',
    'Rachel', 'Natalie', 'Abigail', 'Eleanor', 'Alice', 'Holly', 'Victoria', 'Zoe', 'Lauren',
    'Freya', 'Evie', 'Poppy', 'Madison', 'Ava', 'Harper', 'Samantha',
  ],
  male: [
    'Oliver', 'George', 'Harry', 'Jack', 'Jacob', 'Noah', 'Charlie', 'Thomas', 'Oscar', 'William',
    'James', 'Henry', 'Leo', 'Alfie', 'Joshua', 'Daniel', 'Samuel', 'Benjamin', 'Matthew', 'Ethan',
    'Alexander', 'Lucas', 'Ryan', 'Liam', 'Nathan', 'Adam', 'Joseph', 'Luke', 'Michael', 'David',
    'Andrew', 'Christopher', 'Edward', 'Owen', 'Callum', 'Tyler',
  ],
};

// biome-ignore format: a word list reads better packed
export const ENGLISH_LAST_NAMES: readonly string[] = [
  'Smith', 'Jones', 'Taylor', 'Williams', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts',
  'Johnson', 'Lewis', 'Walker', 'Robinson', 'Wood', 'Thompson', 'White', 'Watson', 'Jackson',
  'Wright', 'Green', 'Harris', 'Cooper', 'King', 'Lee', 'Martin', 'Clarke', 'James', 'Morgan',
  'Hughes', 'Edwards', 'Hill', 'Moore', 'Clark', 'Harrison', 'Scott', 'Young', 'Morris', 'Hall',
  'Ward', 'Turner', 'Carter', 'Phillips', 'Mitchell', 'Patel', 'Adams', 'Campbell', 'Anderson',
  'Allen', 'Cook', 'Bailey', 'Parker', 'Miller', 'Davis', 'Murphy', 'Price', 'Bell', 'Baker',
  'Griffiths', 'Kelly', "O'Connor",
];

export interface City {
  name: string;
  language: DemoLanguage;
  latitude: number;
  longitude: number;
  /** Postal code prefixes (PL: two digits, UK/IE: outward codes). */
  postalPrefixes: readonly string[];
  /** Office addresses for recruitments' location descriptions. */
  offices: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    name: 'Warszawa',
    language: 'pl',
    latitude: 52.2297,
    longitude: 21.0122,
    postalPrefixes: ['00', '01', '02', '03', '04'],
    offices: ['ul. Grzybowska 62', 'ul. Prosta 51', 'ul. Chmielna 73', 'al. Jerozolimskie 100'],
  },
  {
    name: 'Kraków',
    language: 'pl',
    latitude: 50.0647,
    longitude: 19.945,
    postalPrefixes: ['30', '31'],
    offices: ['ul. Lubicz 17', 'ul. Pawia 9', 'Rondo Daszyńskiego 2'],
  },
  {
    name: 'Wrocław',
    language: 'pl',
    latitude: 51.1079,
    longitude: 17.0385,
    postalPrefixes: ['50', '51', '52', '53'],
    offices: ['ul. Legnicka 48', 'pl. Grunwaldzki 23'],
  },
  {
    name: 'Gdańsk',
    language: 'pl',
    latitude: 54.352,
    longitude: 18.6466,
    postalPrefixes: ['80'],
    offices: ['al. Grunwaldzka 472', 'ul. Łąkowa 29'],
  },
  {
    name: 'Poznań',
    language: 'pl',
    latitude: 52.4064,
    longitude: 16.9252,
    postalPrefixes: ['60', '61'],
    offices: ['ul. Królowej Jadwigi 43', 'ul. Święty Marcin 29'],
  },
  {
    name: 'Łódź',
    language: 'pl',
    latitude: 51.7592,
    longitude: 19.456,
    postalPrefixes: ['90', '91', '92', '93', '94'],
    offices: ['ul. Piotrkowska 148', 'al. Piłsudskiego 12'],
  },
  {
    name: 'London',
    language: 'en',
    latitude: 51.5074,
    longitude: -0.1278,
    postalPrefixes: ['EC1V', 'EC2A', 'N1', 'SE1', 'SW1A', 'W1T', 'E14'],
    offices: ['1 Canada Square', '20 Farringdon Road', '85 Great Portland Street'],
  },
  {
    name: 'Manchester',
    language: 'en',
    latitude: 53.4808,
    longitude: -2.2426,
    postalPrefixes: ['M1', 'M2', 'M3', 'M4', 'M15'],
    offices: ['3 Hardman Street', '100 Embankment'],
  },
  {
    name: 'Edinburgh',
    language: 'en',
    latitude: 55.9533,
    longitude: -3.1883,
    postalPrefixes: ['EH1', 'EH3', 'EH8'],
    offices: ['50 Lothian Road', '1 Exchange Crescent'],
  },
  {
    name: 'Dublin',
    language: 'en',
    latitude: 53.3498,
    longitude: -6.2603,
    postalPrefixes: ['D01', 'D02', 'D04'],
    offices: ['1 Grand Canal Square', '70 Sir John Rogerson’s Quay'],
  },
  {
    name: 'Bristol',
    language: 'en',
    latitude: 51.4545,
    longitude: -2.5879,
    postalPrefixes: ['BS1', 'BS2', 'BS8'],
    offices: ['2 Glass Wharf', '1 Temple Quay'],
  },
];

/** English names of Polish cities, for offers written in English. */
export const ENGLISH_CITY_NAMES: Readonly<Record<string, string>> = {
  Warszawa: 'Warsaw',
  Kraków: 'Kraków',
  Wrocław: 'Wrocław',
  Gdańsk: 'Gdańsk',
  Poznań: 'Poznań',
  Łódź: 'Łódź',
};

// biome-ignore format: a word list reads better packed
export const POLISH_STREETS: readonly string[] = [
  'ul. Marszałkowska', 'ul. Długa', 'ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka',
  'ul. Szkolna', 'ul. Ogrodowa', 'ul. Lipowa', 'ul. Mickiewicza', 'ul. Kościuszki',
  'ul. Sienkiewicza', 'ul. Piłsudskiego', 'ul. 3 Maja', 'ul. Kwiatowa', 'os. Tysiąclecia',
];

// biome-ignore format: a word list reads better packed
export const ENGLISH_STREETS: readonly string[] = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Mill Lane',
  'King Street', "Queen's Road", 'Green Lane', 'Manor Road', 'Albert Street', 'The Crescent',
];

export const COMPANIES: Readonly<Record<DemoLanguage, readonly string[]>> = {
  en: [
    'Northwind Software',
    'Bluewave Analytics',
    'Harbour Bank',
    'Greenfield Retail',
    'Brightside Health',
    'Summit Logistics',
    'Oakridge Consulting',
    'Pixel Forge Studio',
    'Silverline Telecom',
    'Redbrick Media',
    'Kestrel Insurance',
    'Copperleaf Energy',
  ],
  pl: [
    'Softbridge sp. z o.o.',
    'Wisła Logistics S.A.',
    'DataNova sp. z o.o.',
    'Bank Pomorski S.A.',
    'Kraków Code House',
    'Polcom Telekom S.A.',
    'Mazowiecka Grupa Handlowa',
    'Tatra Systems',
    'Bałtyk Software sp. z o.o.',
    'Vistula Analytics',
    'Odra Energia S.A.',
    'Sklepy Lokalne S.A.',
  ],
};

export interface School {
  name: string;
  degrees: readonly string[];
}

export const SCHOOLS: Readonly<Record<DemoLanguage, readonly School[]>> = {
  en: [
    { name: 'University of Manchester', degrees: ['BSc', 'MSc'] },
    { name: 'University of Edinburgh', degrees: ['MA', 'BSc', 'MSc'] },
    { name: "King's College London", degrees: ['BSc', 'MSc', 'BA'] },
    { name: 'University of Leeds', degrees: ['BA', 'BSc'] },
    { name: 'Trinity College Dublin', degrees: ['BA', 'MSc'] },
    { name: 'University of Bristol', degrees: ['BEng', 'MEng'] },
  ],
  pl: [
    { name: 'Politechnika Warszawska', degrees: ['inżynier', 'magister inżynier'] },
    { name: 'Uniwersytet Jagielloński', degrees: ['licencjat', 'magister'] },
    { name: 'Politechnika Wrocławska', degrees: ['inżynier', 'magister inżynier'] },
    { name: 'Uniwersytet Warszawski', degrees: ['licencjat', 'magister'] },
    { name: 'Akademia Górniczo-Hutnicza w Krakowie', degrees: ['inżynier', 'magister inżynier'] },
    { name: 'Politechnika Gdańska', degrees: ['inżynier', 'magister inżynier'] },
    { name: 'Uniwersytet Ekonomiczny w Poznaniu', degrees: ['licencjat', 'magister'] },
  ],
};

/**
 * What a family of positions is about: its keywords and the lines of its job description.
 * Positions are mapped to a family by their English name.
 */
export interface RoleProfile {
  keywords: readonly string[];
  fields: Readonly<Record<DemoLanguage, readonly string[]>>;
  responsibilities: readonly string[];
  qualifications: readonly string[];
  bonusPoints: readonly string[];
}

const engineering: RoleProfile = {
  keywords: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'AWS', 'REST', 'Git', 'CI/CD'],
  fields: {
    en: ['Computer Science', 'Software Engineering', 'Mathematics'],
    pl: ['Informatyka', 'Automatyka i robotyka', 'Matematyka stosowana'],
  },
  responsibilities: [
    'Design, build and run services used by thousands of customers every day.',
    'Review code, pair with colleagues and keep the test suite fast and green.',
    'Take part in planning and estimation with product managers and designers.',
    'Share on-call duties for the systems your team owns.',
  ],
  qualifications: [
    'At least 3 years of commercial experience in software development.',
    'Good knowledge of a modern programming language and relational databases.',
    'Experience with automated testing and continuous integration.',
    'Communicative English (B2 or better).',
  ],
  bonusPoints: [
    'Experience with cloud infrastructure (AWS, GCP or Azure).',
    'Contributions to open-source projects.',
  ],
};

export const ROLE_PROFILES: Readonly<Record<string, RoleProfile>> = {
  engineering,
  backend: {
    ...engineering,
    keywords: ['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'Kafka', 'Microservices', 'Docker'],
  },
  frontend: {
    ...engineering,
    keywords: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Vite', 'Redux', 'Testing Library'],
    responsibilities: [
      'Build accessible, fast user interfaces together with our designers.',
      'Own the design system components your team uses every day.',
      'Review code and keep the front-end test suite reliable.',
    ],
  },
  mobile: {
    ...engineering,
    keywords: ['Kotlin', 'Swift', 'React Native', 'Android', 'iOS', 'Firebase'],
  },
  qa: {
    ...engineering,
    keywords: ['Playwright', 'Test automation', 'Cypress', 'API testing', 'SQL', 'ISTQB'],
    responsibilities: [
      'Plan and automate end-to-end and API tests.',
      'Work with developers to prevent defects rather than find them late.',
      'Keep the release pipeline trustworthy.',
    ],
  },
  devops: {
    ...engineering,
    keywords: ['Kubernetes', 'Terraform', 'AWS', 'Linux', 'Prometheus', 'Ansible', 'Docker'],
    responsibilities: [
      'Run and improve our Kubernetes platform and CI/CD pipelines.',
      'Automate infrastructure with Terraform.',
      'Make monitoring and alerting useful for every team.',
    ],
  },
  security: {
    ...engineering,
    keywords: ['Security', 'OWASP', 'Penetration testing', 'SIEM', 'Cloud security', 'ISO 27001'],
  },
  data: {
    keywords: ['SQL', 'Python', 'Power BI', 'dbt', 'Spark', 'Statistics', 'Airflow'],
    fields: {
      en: ['Statistics', 'Economics', 'Data Science'],
      pl: ['Ekonometria', 'Informatyka', 'Analiza danych'],
    },
    responsibilities: [
      'Turn questions from the business into reliable reports and dashboards.',
      'Build and maintain data pipelines.',
      'Explain your findings to people without a data background.',
    ],
    qualifications: [
      'Very good SQL and experience with a BI tool.',
      'Knowledge of Python or R.',
      'An analytical mind and attention to detail.',
    ],
    bonusPoints: ['Experience with dbt or Airflow.', 'Knowledge of statistics and A/B testing.'],
  },
  product: {
    keywords: ['Product management', 'Scrum', 'Jira', 'Roadmapping', 'User research', 'Agile'],
    fields: {
      en: ['Business Administration', 'Management', 'Computer Science'],
      pl: ['Zarządzanie', 'Informatyka', 'Ekonomia'],
    },
    responsibilities: [
      'Own the roadmap of your product area.',
      'Talk to customers every week and turn their problems into clear priorities.',
      'Work closely with engineering and design.',
    ],
    qualifications: [
      'At least 2 years of experience as a product manager or product owner.',
      'Excellent communication skills in English and Polish.',
    ],
    bonusPoints: ['A technical background.', 'Experience with B2B SaaS.'],
  },
  design: {
    keywords: ['Figma', 'UX research', 'Prototyping', 'Design systems', 'Accessibility', 'UI'],
    fields: {
      en: ['Graphic Design', 'Human-Computer Interaction', 'Cognitive Science'],
      pl: ['Wzornictwo', 'Grafika', 'Kognitywistyka'],
    },
    responsibilities: [
      'Design flows and interfaces from research to polished prototypes.',
      'Run usability tests with real users.',
      'Grow our design system together with front-end developers.',
    ],
    qualifications: [
      'A portfolio that shows your process, not only the results.',
      'Very good knowledge of Figma.',
    ],
    bonusPoints: ['Experience with accessibility audits.', 'Basic HTML and CSS.'],
  },
  people: {
    keywords: ['Recruitment', 'Employer branding', 'HR', 'Onboarding', 'ATS', 'Sourcing'],
    fields: {
      en: ['Psychology', 'Human Resources Management', 'Sociology'],
      pl: ['Psychologia', 'Zarządzanie zasobami ludzkimi', 'Socjologia'],
    },
    responsibilities: [
      'Run recruitment processes from the first call to the signed offer.',
      'Take care of onboarding and the candidate experience.',
      'Work with hiring managers on job descriptions and interview plans.',
    ],
    qualifications: [
      'At least 1 year of experience in recruitment or HR.',
      'Excellent organisational skills.',
    ],
    bonusPoints: ['Experience in IT recruitment.', 'Knowledge of Polish labour law.'],
  },
  finance: {
    keywords: ['Accounting', 'Excel', 'IFRS', 'SAP', 'Reporting', 'Taxes'],
    fields: {
      en: ['Accounting and Finance', 'Economics'],
      pl: ['Finanse i rachunkowość', 'Ekonomia'],
    },
    responsibilities: [
      'Keep the books and prepare monthly closings.',
      'Prepare reports for management and auditors.',
      'Work with tax advisers on VAT and CIT returns.',
    ],
    qualifications: ['Experience in accounting.', 'Very good Excel skills.'],
    bonusPoints: ['ACCA or a Polish accounting certificate.', 'Knowledge of SAP.'],
  },
  sales: {
    keywords: ['B2B sales', 'CRM', 'Negotiation', 'Salesforce', 'Lead generation', 'Customer care'],
    fields: {
      en: ['Marketing', 'Business Administration', 'Economics'],
      pl: ['Marketing i zarządzanie', 'Ekonomia', 'Stosunki międzynarodowe'],
    },
    responsibilities: [
      'Look after existing customers and win new ones.',
      'Keep the CRM up to date and forecast your sales.',
      'Help customers with their questions by phone, chat and e-mail.',
    ],
    qualifications: ['Excellent communication skills.', 'A driving licence (category B).'],
    bonusPoints: ['Experience in B2B sales.', 'Knowledge of German.'],
  },
  office: {
    keywords: ['Office administration', 'MS Office', 'Event planning', 'Procurement', 'Travel'],
    fields: {
      en: ['Business Administration', 'Management'],
      pl: ['Administracja', 'Zarządzanie'],
    },
    responsibilities: [
      'Keep our office running smoothly.',
      'Organise team events, travel and supplies.',
      'Be the first point of contact for visitors.',
    ],
    qualifications: ['Excellent organisational skills.', 'Very good English.'],
    bonusPoints: ['Experience with event planning.'],
  },
  writing: {
    keywords: ['Technical writing', 'Markdown', 'API documentation', 'English', 'Docs as code'],
    fields: {
      en: ['English Literature', 'Journalism', 'Linguistics'],
      pl: ['Filologia angielska', 'Dziennikarstwo', 'Lingwistyka'],
    },
    responsibilities: [
      'Write and maintain the product and API documentation.',
      'Work with engineers to explain complex features simply.',
    ],
    qualifications: ['Excellent written English.', 'Curiosity about technology.'],
    bonusPoints: ['Experience with docs-as-code tooling.'],
  },
};

/** Family of a position by its English name (case-insensitive substring match). */
export const POSITION_FAMILIES: readonly (readonly [string, string])[] = [
  ['frontend', 'frontend'],
  ['backend', 'backend'],
  ['java', 'backend'],
  ['mobile', 'mobile'],
  ['qa', 'qa'],
  ['devops', 'devops'],
  ['security', 'security'],
  ['data', 'data'],
  ['product', 'product'],
  ['scrum', 'product'],
  ['ux', 'design'],
  ['designer', 'design'],
  ['recruiter', 'people'],
  ['hr', 'people'],
  ['accountant', 'finance'],
  ['sales', 'sales'],
  ['customer', 'sales'],
  ['marketing', 'sales'],
  ['office', 'office'],
  ['writer', 'writing'],
  ['engineer', 'engineering'],
  ['developer', 'engineering'],
];

/** Positions the demo adds to the reference ones (the last one is deleted). */
export const DEMO_POSITIONS: readonly { en: string; pl: string; isDeleted?: boolean }[] = [
  { en: 'Senior Java Developer', pl: 'Starszy programista Java' },
  { en: 'Mobile Developer', pl: 'Programista aplikacji mobilnych' },
  { en: 'Data Engineer', pl: 'Inżynier danych' },
  { en: 'Scrum Master', pl: 'Scrum Master' },
  { en: 'Sales Representative', pl: 'Przedstawiciel handlowy' },
  { en: 'Customer Support Specialist', pl: 'Specjalista ds. obsługi klienta' },
  { en: 'Marketing Specialist', pl: 'Specjalista ds. marketingu' },
  { en: 'Office Manager', pl: 'Office manager' },
  { en: 'IT Recruiter', pl: 'Rekruter IT' },
  { en: 'Security Engineer', pl: 'Inżynier bezpieczeństwa' },
  { en: 'Technical Writer', pl: 'Redaktor techniczny' },
  { en: 'Flash Developer', pl: 'Programista Flash', isDeleted: true },
];

export const SENIORITIES: Readonly<Record<DemoLanguage, readonly string[]>> = {
  en: ['Junior', 'Mid', 'Senior', 'Lead'],
  pl: ['Młodszy', 'Samodzielny', 'Starszy', 'Główny'],
};

export const TEAMS: Readonly<Record<DemoLanguage, readonly string[]>> = {
  en: [
    'Payments',
    'Mobile App',
    'Platform',
    'Growth',
    'Customer Care',
    'Logistics',
    'Internal Tools',
  ],
  pl: ['Płatności', 'Aplikacja mobilna', 'Platforma', 'Sprzedaż', 'Obsługa klienta', 'Logistyka'],
};

/** Job-board hosts and the share of applications coming from each; null is a direct link. */
export const REFERERS: readonly (readonly [string | null, number])[] = [
  [null, 30],
  ['linkedin.com', 26],
  ['indeed.com', 18],
  ['pracuj.pl', 9],
  ['justjoin.it', 7],
  ['glassdoor.com', 5],
  ['google.com', 5],
];

export const CURRENCY_SHARES: readonly (readonly [string, number])[] = [
  ['PLN', 60],
  ['EUR', 20],
  ['GBP', 12],
  ['USD', 8],
];

/** Monthly budget ranges per currency (minimum of the low end, maximum of the high end). */
export const BUDGET_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  PLN: [7000, 32000],
  EUR: [2500, 9000],
  GBP: [2200, 8000],
  USD: [3000, 11000],
};

export const PHONE_CALL_DESCRIPTIONS: Readonly<Record<DemoLanguage, readonly string[]>> = {
  en: [
    'Short screening call. Available from next month and open to hybrid work.',
    'Discussed salary expectations; they fit the budget.',
    'Left a voicemail; the candidate called back in the afternoon.',
    'The candidate asked about the team structure and the on-call rota.',
    'Confirmed the interview date and the office address.',
    'Checked notice period (one month) and preferred start date.',
  ],
  pl: [
    'Krótka rozmowa wstępna. Dostępny od przyszłego miesiąca, pracuje hybrydowo.',
    'Omówiliśmy oczekiwania finansowe – mieszczą się w budżecie.',
    'Nagrałam wiadomość, kandydat oddzwonił po południu.',
    'Potwierdzona data spotkania i adres biura.',
  ],
};

export const NOTES: Readonly<Record<DemoLanguage, readonly string[]>> = {
  en: [
    'Strong communication skills, would fit the team well.',
    'Portfolio looks solid; ask about the payments project in the interview.',
    'Needs visa sponsorship – checking with HR.',
    'Notice period: three months.',
    'Prefers to work remotely two days a week.',
    'Referred by a current employee from the Platform team.',
    'Very good answers on testing; weaker on system design.',
  ],
  pl: [
    'Bardzo dobra komunikacja, pasuje do zespołu.',
    'Okres wypowiedzenia: trzy miesiące.',
    'Woli pracę zdalną przez dwa dni w tygodniu.',
    'Polecony przez pracownika z zespołu Platformy.',
  ],
};

export const MESSAGES: Readonly<
  Record<'task' | 'offer' | 'rejection' | 'general', Readonly<Record<DemoLanguage, string>>>
> = {
  task: {
    en: 'Sent the technical task; the deadline is one week from today.',
    pl: 'Wysłano zadanie rekrutacyjne z terminem tygodnia.',
  },
  offer: {
    en: 'Sent the offer letter together with the draft contract.',
    pl: 'Wysłano ofertę pracy wraz z projektem umowy.',
  },
  rejection: {
    en: 'Thank you for your time. We have decided to continue with other candidates.',
    pl: 'Dziękujemy za poświęcony czas. Zdecydowaliśmy się kontynuować z innymi kandydatami.',
  },
  general: {
    en: 'Asked for references from the previous employer.',
    pl: 'Poprosiliśmy o referencje od poprzedniego pracodawcy.',
  },
};

export const SCORE_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: ['Excellent candidate – a strong yes.', 'Best interview this month.'],
  4: ['Good skills, a few gaps in system design.', 'Would be a solid addition to the team.'],
  3: ['An average interview; could grow into the role.', 'Mixed feelings, needs a second opinion.'],
  2: ['Not enough experience for this level.', 'Struggled with the practical task.'],
  1: ['Not a fit for this role.'],
};

export const MEETING_NAMES: Readonly<Record<DemoLanguage, readonly string[]>> = {
  en: ['Interview', 'Technical interview', 'Meeting with the hiring manager', 'Final interview'],
  pl: ['Rozmowa kwalifikacyjna', 'Rozmowa techniczna', 'Spotkanie z menedżerem'],
};

export const MEETING_TIME_ZONES: readonly string[] = [
  'Europe/Warsaw',
  'Europe/Warsaw',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
];

export const SKILL_LEVELS: readonly string[] = ['basic', 'good', 'very good', 'expert'];
