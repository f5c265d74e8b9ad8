/** Word lists the seeder combines into titles, names, places and descriptions. */

export const FIRST_NAMES = [
  'Ada', 'Amara', 'Anders', 'Beatrice', 'Bruno', 'Camille', 'Caspar', 'Delia', 'Desmond', 'Elena', 'Emeka', 'Farah',
  'Felix', 'Greta', 'Hamish', 'Ines', 'Isaac', 'Jun', 'Kamala', 'Lars', 'Leona', 'Malik', 'Margot', 'Nadia', 'Niall',
  'Odette', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Ruben', 'Saoirse', 'Tobias', 'Uma', 'Viktor', 'Wren', 'Yusuf', 'Zofia',
] as const;

export const LAST_NAMES = [
  'Abernathy', 'Achebe', 'Barros', 'Blackwood', 'Castellanos', 'Chen', 'Dubois', 'Eriksen', 'Fairweather', 'Fitzgerald',
  'Gallagher', 'Haddad', 'Hargreaves', 'Ibarra', 'Jablonski', 'Kowalczyk', 'Lindqvist', 'Lockhart', 'MacAllister',
  'Moreau', 'Nakamura', 'Okonkwo', 'Pemberton', 'Quayle', 'Ramanathan', 'Sandoval', 'Thackeray', 'Underwood', 'Valdez',
  'Whitcombe', 'Yamamoto', 'Zielinski',
] as const;

/** Academic and reference subjects (first brand). */
export const SUBJECTS = [
  'Organic Chemistry', 'Microeconomics', 'Macroeconomics', 'World History', 'Canadian History', 'Statistics', 'Calculus',
  'Linear Algebra', 'Marine Biology', 'Cell Biology', 'Psychology', 'Sociology', 'Anthropology', 'Nursing', 'Accounting',
  'Marketing', 'Business Law', 'Criminal Justice', 'Environmental Science', 'Geology', 'Astronomy', 'Philosophy',
  'Ethics', 'Political Science', 'Public Administration', 'Music Theory', 'Art History', 'Literary Theory',
  'Composition', 'Linguistics', 'Education', 'Early Childhood Development', 'Computer Science', 'Data Structures',
  'Physics', 'Thermodynamics', 'Nutrition', 'Kinesiology', 'Library Science', 'Information Literacy',
] as const;

export const ACADEMIC_PATTERNS = [
  'Principles of {s}', 'Introduction to {s}', 'Foundations of {s}', 'Essentials of {s}', '{s}: A Global Perspective',
  '{s} in Practice', 'Understanding {s}', '{s}: Concepts and Applications', 'Contemporary {s}', 'The Study of {s}',
  '{s} for Canadian Students', 'Readings in {s}', 'Handbook of {s}', 'Encyclopedia of {s}',
] as const;

export const NOUNS = [
  'Lighthouse', 'Harbour', 'Orchard', 'Meadow', 'Lantern', 'Compass', 'River', 'Garden', 'Winter', 'Summer', 'Letter',
  'Island', 'Bridge', 'Mountain', 'Valley', 'Cottage', 'Station', 'Bookshop', 'Quarry', 'Prairie', 'Canyon', 'Tide',
  'Harvest', 'Ferry', 'Chapel', 'Vineyard', 'Mill', 'Ranch', 'Manor', 'Schoolhouse', 'Inn', 'Market', 'Signal', 'Cipher',
] as const;

export const ADJECTIVES = [
  'Silent', 'Hidden', 'Last', 'Crimson', 'Golden', 'Forgotten', 'Distant', 'Quiet', 'Broken', 'Northern', 'Wild',
  'Secret', 'Lonely', 'Bright', 'Long', 'Winter', 'Painted', 'Stolen', 'Sunlit', 'Restless',
] as const;

export const FICTION_PATTERNS = [
  'The {a} {n}', '{n} of Secrets', 'A {n} in {p}', 'The {n} Keeper', 'Return to {p}', 'The {a} {n} of {p}',
  'Murder at the {n}', 'Love at {p} {n}', 'The {n} Years', 'Letters from {p}', 'Whispers of the {n}', 'The {p} Affair',
] as const;

export const PLACES = [
  'Willow Creek', 'Brambleton', 'Cedar Falls', 'Port Haven', 'Ashford', 'Kingsbridge', 'Larkspur', 'Millbrook',
  'Stonehaven', 'Thornbury', 'Galway', 'Santa Rosa', 'Silver Lake', 'Red Rock', 'Cape Morrow', 'Elmstead',
] as const;

/** Genres of the second brand's large-print catalogue. */
export const GENRES = [
  'Mystery', 'Romance', 'Western', 'Christian Fiction', 'Historical Fiction', 'Thriller', 'Cozy Mystery',
  'General Fiction', 'Biography', 'Inspirational', 'Science Fiction', 'Fantasy',
] as const;

export const DISCIPLINES = [
  'History', 'Literature', 'Science', 'Business', 'Health Sciences', 'Social Sciences', 'Arts and Humanities',
  'Education', 'Law and Criminal Justice', 'Technology',
] as const;

export const SECTIONS = ['Collections', 'Archives', 'Reference', 'Periodicals', 'Special Collections'] as const;

export const PUBLISHERS = ['Shelfmark Learning', 'Shelfmark Reference', 'Brightwater Academic', 'Northgate Press'] as const;
export const CANADA_PUBLISHER = 'CL Canada Higher Education';
export const THORNDIKE_PUBLISHERS = ['Thorndike Press', 'Wheeler Publishing', 'Kennebec Large Print'] as const;

export const GRADE_LEVELS = ['K-2', '3-5', '6-8', '9-12', 'Higher Education', 'Professional'] as const;
export const LANGUAGES = ['English', 'French', 'Spanish'] as const;

export const TOWNS: readonly { town: string; region: string; regionName: string; postalCode: string; country: string }[] = [
  { town: 'Riverbend', region: 'US-OH', regionName: 'Ohio', postalCode: '43001', country: 'US' },
  { town: 'Maple Grove', region: 'US-MN', regionName: 'Minnesota', postalCode: '55311', country: 'US' },
  { town: 'Halifax', region: 'CA-NS', regionName: 'Nova Scotia', postalCode: 'B3H 1A1', country: 'CA' },
  { town: 'Waterville', region: 'US-ME', regionName: 'Maine', postalCode: '04901', country: 'US' },
  { town: 'Boulder', region: 'US-CO', regionName: 'Colorado', postalCode: '80302', country: 'US' },
];
