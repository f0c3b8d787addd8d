/** The words seeded people and posts are made of: English and Arabic, so both scripts are searched and shown. */
export const firstNames = [
  'Layla',
  'Omar',
  'Emma',
  'Noah',
  'Mariam',
  'Youssef',
  'Olivia',
  'Liam',
  'Nour',
  'Karim',
  'ليلى',
  'عمر',
  'مريم',
  'يوسف',
  'نور',
  'كريم',
];
export const lastNames = ['Hassan', 'Smith', 'Haddad', 'Brown', 'Mansour', 'Garcia', 'Nasser', 'Wilson', 'حسن', 'حداد', 'منصور', 'ناصر'];
export const places = [
  ['EG', 'Cairo'],
  ['EG', 'Alexandria'],
  ['FR', 'Paris'],
  ['GB', 'London'],
  ['US', 'Austin'],
  ['AE', 'Dubai'],
  ['JO', 'Amman'],
  ['DE', 'Berlin'],
] as const;
export const petTypes = ['dog', 'cat', 'bird', 'rabbit', 'fish', 'hamster'];
export const petNames = ['Milo', 'Luna', 'Bella', 'Simba', 'Coco', 'Max', 'Nala', 'Oreo', 'مشمش', 'لولو', 'بسبوسة', 'زيتون'];
export const titles = [
  'Morning walk in the park',
  'First day at the beach',
  'Nap time again',
  'New toy, new friend',
  'Bath day drama',
  'نزهة الصباح في الحديقة',
  'وقت القيلولة',
  'لعبة جديدة',
];
export const sentences = [
  'We chased the ball until sunset and came home happy.',
  'Does anyone know a good vet near the river? #vet',
  'Tried the new grain-free food today, big success. #food',
  'Look at this face, how could I say no? #cute',
  'Training is going well: sit, stay and almost roll over. #training',
  'لعبنا بالكرة حتى الغروب وعدنا سعداء. #قطط',
  'هل يعرف أحدكم طبيبا بيطريا جيدا؟ #بيطري',
  'أول مرة على الشاطئ، كان خائفا من الأمواج! #كلاب',
];
export const remarks = [
  'So cute!',
  'Love this',
  'Haha, same here',
  'Beautiful photo',
  'جميل جدا',
  'ما شاء الله',
  'Where is this?',
  'Give them a hug from us',
];
/**
 * Breeds each met in one post of `every` (a sentence added to the body): the
 * post search is measured for words of every frequency, not only the titles'
 * and sentences' common ones.
 */
export const gradedWords = [
  ['poodle', 10],
  ['beagle', 30],
  ['husky', 100],
  ['corgi', 300],
  ['dalmatian', 1000],
  ['greyhound', 3000],
  ['chihuahua', 10_000],
] as const;
